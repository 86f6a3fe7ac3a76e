import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { errorsUnder, openEditor, patiently, saveButton, type EditorEnv } from './editor-page'

const CHICAGO = 'content/pages/chicago.yaml'
const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' })

/** The editor against the project's files: safety, files changed on disk, images, git. */
export function projectCases(env: EditorEnv) {
  it('refuses a write from another origin and a path outside content/', async () => {
    const { server } = env()
    const headers = { 'Content-Type': 'application/json' }
    const body = JSON.stringify({ file: CHICAGO, data: { meta: {}, blocks: [] }, version: 'x' })
    const foreign = await fetch(`${server.url}/_edit/api/save`, {
      method: 'POST',
      headers: { ...headers, Origin: 'http://attacker.example' },
      body,
    })
    expect(foreign.status).toBe(403)
    const outside = await fetch(`${server.url}/_edit/api/save`, {
      method: 'POST',
      headers: { ...headers, Origin: server.url },
      body: JSON.stringify({ file: '../package.json', data: {}, version: 'x' }),
    })
    expect([400, 403]).toContain(outside.status)
    expect(((await outside.json()) as { error: string }).error).not.toBe('')
    const read = await fetch(
      `${server.url}/_edit/api/page?file=${encodeURIComponent('/etc/passwd')}`,
    )
    expect([400, 403]).toContain(read.status)
  })

  it('follows a file changed on disk: reloads it when not edited here, shows both when it was', async () => {
    const { server, browser } = env()
    const file = join(server.root, 'content/pages/denver.yaml')
    const original = readFileSync(file, 'utf8')
    const { page } = await openEditor(browser, server.url, 'content/pages/denver.yaml')
    const region = page.getByRole('textbox', { name: /^Region/ })
    const first = await region.inputValue()
    writeFileSync(file, original.replace(`region: ${first}`, `region: ${first} Metro`))
    await expect.poll(() => region.inputValue(), patiently).toBe(`${first} Metro`)
    expect(await page.getByRole('alert').innerText()).toContain('changed on disk')

    await region.fill(`${first} Mine`)
    writeFileSync(file, original.replace(`region: ${first}`, `region: ${first} Theirs`))
    const dialog = page.getByRole('dialog', { name: 'This page changed on disk and here' })
    await dialog.waitFor({ timeout: 60_000 })
    expect(await dialog.getByLabel('On disk').innerText()).toContain(`${first} Theirs`)
    expect(await dialog.getByLabel('Yours (not saved)').innerText()).toContain(`${first} Mine`)
    await dialog.getByRole('button', { name: 'Keep editing mine' }).click()
    expect(await region.inputValue()).toBe(`${first} Mine`)
    expect(readFileSync(file, 'utf8')).toContain(`region: ${first} Theirs`)
    await page.close()
  })

  it('chooses an image for the hero: the alt text is required, the preview shows the image', async () => {
    const { server, browser } = env()
    const { page } = await openEditor(browser, server.url, 'content/pages/index.yaml')
    const hero = page.getByRole('region', { name: /^Block 1: / })
    await hero.getByRole('combobox', { name: /^Src/ }).selectOption('/images/hero-city.svg')
    const alt = hero.getByRole('textbox', { name: /^Alt/ })
    await alt.fill('')
    await expect
      .poll(() => errorsUnder(page, /^Alt/), patiently)
      .toBe('missing required property "alt"')
    expect(await saveButton(page).isDisabled()).toBe(true)

    await alt.fill('A city street of row houses at dusk')
    const image = page.frameLocator('iframe[title="Page preview"]').locator('img[src*="hero-city"]')
    // The preview made before the alt text was cleared shows the image with the old text first.
    await expect
      .poll(
        () =>
          image
            .first()
            .getAttribute('alt', { timeout: 1_000 })
            .catch(() => null),
        patiently,
      )
      .toBe('A city street of row houses at dusk')
    await expect.poll(() => saveButton(page).isEnabled(), patiently).toBe(true)
    await page.close()
  })

  it('lists a file changed in the git panel and commits it with a message', async () => {
    const { server, browser } = env()
    const root = server.root
    git(root, 'init', '--quiet', '--initial-branch=main')
    git(root, 'config', 'user.name', 'Marketer')
    git(root, 'config', 'user.email', 'marketer@example.com')
    git(root, 'add', '--all')
    git(root, 'commit', '--quiet', '--message', 'The site as it was')
    const about = join(root, 'content/pages/about.yaml')
    writeFileSync(about, `${readFileSync(about, 'utf8')}# Reviewed in November.\n`)

    const { page } = await openEditor(browser, server.url, 'content/pages/about.yaml')
    await page.getByRole('button', { name: 'Git changes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Changes in git' })
    const files = dialog.getByRole('list', { name: 'Changed files' })
    await expect.poll(() => files.innerText().catch(() => ''), patiently).toContain('about.yaml')
    expect(await dialog.getByLabel('Changes', { exact: true }).innerText()).toContain(
      '+# Reviewed in November.',
    )
    await dialog.getByRole('textbox', { name: 'Commit message' }).fill('About: reviewed')
    await dialog.getByRole('button', { name: 'Commit' }).click()
    await expect.poll(() => dialog.innerText(), patiently).toContain('No changed files.')
    expect(await dialog.getByRole('status').innerText()).toMatch(/^Committed [0-9a-f]{7}\.$/)
    expect(git(root, 'log', '-1', '--format=%s')).toBe('About: reviewed\n')
    expect(git(root, 'status', '--porcelain')).toBe('')
    await page.close()
  })
}
