import { readFileSync } from 'node:fs'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { cityPageYaml } from './city-template'
import { contentCopy } from './content-copy'
import { statePageOf } from './state-page'

/** Points the content engine at `root`, as new:city is run with CONTENT_ROOT. */
function useContentRoot(root: string) {
  vi.stubEnv('CONTENT_ROOT', root)
  onTestFinished(() => {
    vi.unstubAllEnvs()
  })
}

describe('statePageOf', () => {
  it('finds the state page while a city page scaffolded before still has its TODOs', () => {
    const tampa = cityPageYaml({ city: 'Tampa', state: 'Florida', statePage: '/florida' })
    useContentRoot(contentCopy({ 'tampa.yaml': tampa }))
    expect(statePageOf('Florida')).toBe('/florida')
    expect(statePageOf('Texas')).toBe('/texas')
    expect(statePageOf('Idaho')).toBeUndefined()
  })

  it('finds a state page that itself has a problem', () => {
    const florida = readFileSync('content/pages/florida.yaml', 'utf8')
    useContentRoot(contentCopy({ 'florida.yaml': florida.replace(/^meta:/m, 'meta:\n  bogus: 1') }))
    expect(statePageOf('Florida')).toBe('/florida')
  })
})
