import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentChanged, getContent } from '../cache'
import { ContentError, type ContentIssue } from '../issues'
import { loadContent } from '../load'
import { generateCitySite } from '../testing/city-pages/city-site'
import { placesRoot, realPage } from '../testing/fact-fixtures'

const problems = (root: string): ContentIssue[] => {
  try {
    getContent(root)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.issues
    throw error
  }
}
const sorted = (issues: ContentIssue[]) =>
  issues.map((issue) => `${issue.file}:${issue.line}:${issue.col} ${issue.message}`).sort()

/** A generated site where /city-6 mentions the place of /city-5, which is reported once. */
function siteWhereCity6MentionsCity5() {
  const root = generateCitySite(30)
  const file = (n: number) => join(root, `content/pages/city-${n}.yaml`)
  const other = readFileSync(file(5), 'utf8').match(/city: (.+)/)![1]!
  const mentioned = readFileSync(file(6), 'utf8')
  writeFileSync(file(6), mentioned.replace(/intro: /, `intro: Unlike ${other}, `))
  const mention = (issue: ContentIssue) =>
    issue.file === 'content/pages/city-6.yaml' && issue.message.startsWith(`mentions "${other}"`)
  expect(problems(root).filter(mention)).toHaveLength(1)
  return { root, file, other, mention }
}

describe('fact checks after one page changed (dev)', () => {
  it('reports on unchanged pages what the edit causes, exactly as a fresh check does', () => {
    const root = generateCitySite(30)
    expect(problems(root)).toEqual([])
    const file = (n: number) => join(root, `content/pages/city-${n}.yaml`)
    const original = readFileSync(file(3), 'utf8')
    const cityOf = (text: string) => text.match(/city: (.+)/)![1]!
    // City 3 becomes a copy of city 2 with its city's name written for city 2's throughout: the
    // texts do not tell which page is the copy, so both are reported.
    const copied = readFileSync(file(2), 'utf8')
    const copy = copied
      .replaceAll(cityOf(copied), cityOf(original))
      .replace(/^( {4}city: ).+$/m, `$1${cityOf(original)}`)
      .replace(/^( {4}region: ).+$/m, `$1Greater ${cityOf(original)}`)
      .replace(/^( {4}county: ).+$/m, `$1${cityOf(original)} County`)
    writeFileSync(file(3), copy)
    contentChanged(file(3), root)

    const afterEdit = problems(root)
    const onCity2 = afterEdit.filter((issue) => issue.file === 'content/pages/city-2.yaml')
    expect(onCity2.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^this page and content\/pages\/city-3\.yaml share \d+%/),
        expect.stringMatching(/of these neighbourhoods are also those of \/city-3/),
      ]),
    )
    expect(afterEdit.some((issue) => issue.file === 'content/pages/city-3.yaml')).toBe(true)
    expect(sorted(afterEdit)).toEqual(sorted(loadContent(root).issues))

    writeFileSync(file(3), original)
    contentChanged(file(3), root)
    expect(problems(root)).toEqual([])
  })

  it("reports only the copy while it names the original's city, both once it no longer does", () => {
    const root = generateCitySite(30)
    const file = (n: number) => join(root, `content/pages/city-${n}.yaml`)
    const original = readFileSync(file(2), 'utf8')
    const cityOf = (text: string) => text.match(/city: (.+)/)![1]!
    const [city2, city3] = [cityOf(original), cityOf(readFileSync(file(3), 'utf8'))]
    const onFile = (n: number) => (issue: ContentIssue) =>
      issue.file === `content/pages/city-${n}.yaml` && /city-\d\b/.test(issue.message)
    // City 3 becomes city 2 with only `city:` changed: its texts still name city 2.
    writeFileSync(file(3), original.replace(/^( {4}city: ).+$/m, `$1${city3}`))
    contentChanged(file(3), root)
    expect(problems(root).filter(onFile(3)).length).toBeGreaterThan(0)
    expect(problems(root).filter(onFile(2))).toEqual([])
    expect(sorted(problems(root))).toEqual(sorted(loadContent(root).issues))

    writeFileSync(file(3), original.replaceAll(city2, city3))
    contentChanged(file(3), root)
    expect(
      problems(root)
        .filter(onFile(2))
        .map((issue) => issue.message),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^this page and content\/pages\/city-3\.yaml share \d+%/),
        expect.stringMatching(/of these neighbourhoods are also those of \/city-3/),
      ]),
    )
    expect(sorted(problems(root))).toEqual(sorted(loadContent(root).issues))
  })

  it("checks a namesake again when the other page of its name moves to the page's state", () => {
    const aurora = realPage('chicago').replaceAll('Chicago', 'Aurora')
    // Denver names Aurora (Colorado), which it serves, in its intro too.
    const denver = realPage('denver').replace('a Denver home', 'a Denver or Aurora home')
    const root = placesRoot({ denver, aurora })
    const file = join(root, 'content/pages/aurora.yaml')
    expect(problems(root)).toEqual([])
    // Now in Colorado and not listing Denver: Denver's intro names another page's place.
    writeFileSync(file, aurora.replaceAll('Illinois', 'Colorado'))
    contentChanged(file, root)
    const moved = problems(root)
    expect(moved.some((issue) => issue.file === 'content/pages/denver.yaml')).toBe(true)
    expect(sorted(moved)).toEqual(sorted(loadContent(root).issues))
    writeFileSync(file, aurora)
    contentChanged(file, root)
    expect(problems(root)).toEqual([])
  })

  it("checks an unchanged page again when another state's page declares its region", () => {
    const root = generateCitySite(30)
    const file = (n: number) => join(root, `content/pages/city-${n}.yaml`)
    const withRegion = (n: number, region: string) =>
      readFileSync(file(n), 'utf8').replace(/^( {4}region: ).+$/m, `$1${region}`)
    // Cities 5 and 6 declare regions their texts never name.
    writeFileSync(file(6), withRegion(6, 'Zanthic Reach'))
    writeFileSync(file(5), withRegion(5, 'Quellmoor'))
    expect(problems(root)).toEqual([])
    const text5 = readFileSync(file(5), 'utf8')
    writeFileSync(file(5), withRegion(5, 'Zanthic Reach'))
    contentChanged(file(5), root)
    const afterEdit = problems(root)
    expect(afterEdit.map((issue) => `${issue.file} ${issue.message}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/pages\/city-6\.yaml region "Zanthic Reach" is that of \/city-5 /,
        ),
      ]),
    )
    expect(sorted(afterEdit)).toEqual(sorted(loadContent(root).issues))
    writeFileSync(file(5), text5)
    contentChanged(file(5), root)
    expect(problems(root)).toEqual([])
  })

  it('checks an unchanged page again when another page renames the place it mentions', () => {
    const { root, file, other, mention } = siteWhereCity6MentionsCity5()

    writeFileSync(file(5), readFileSync(file(5), 'utf8').replaceAll(other, 'Zzyzx Falls'))
    contentChanged(file(5), root)
    expect(problems(root).filter(mention)).toEqual([])
    expect(sorted(problems(root))).toEqual(sorted(loadContent(root).issues))
  })

  it('checks a page again when the place it mentions is renamed to a longer word', () => {
    const { root, file, other, mention } = siteWhereCity6MentionsCity5()

    // "Barbel Corfen" becomes "Barbelton Corfen": the new first word holds the old one.
    const [first] = other.split(' ')
    writeFileSync(file(5), readFileSync(file(5), 'utf8').replaceAll(first!, `${first}ton`))
    contentChanged(file(5), root)
    expect(problems(root).filter(mention)).toEqual([])
    expect(sorted(problems(root))).toEqual(sorted(loadContent(root).issues))
  })

  it('reports a mention an edit writes, with the page it names, where no place changed', () => {
    const root = generateCitySite(30)
    const file = (n: number) => join(root, `content/pages/city-${n}.yaml`)
    const cityOf = (n: number) => readFileSync(file(n), 'utf8').match(/city: (.+)/)![1]!
    expect(problems(root)).toEqual([])

    const [own, other, text] = [cityOf(6), cityOf(5), readFileSync(file(6), 'utf8')]
    writeFileSync(file(6), text.replace(/intro: /, `intro: In ${own}, unlike ${other}, `))
    contentChanged(file(6), root)
    const afterEdit = problems(root)
    expect(afterEdit.map((issue) => `${issue.file} ${issue.message}`)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/city-6\\.yaml mentions "${other}", the place of /city-5 `),
      ),
    ])
    expect(sorted(afterEdit)).toEqual(sorted(loadContent(root).issues))
  })

  it('checks the pages again when site.yaml changes a figure they write, and only then', () => {
    const root = generateCitySite(30)
    const [page, siteFile] = [
      join(root, 'content/pages/contact.yaml'),
      join(root, 'content/site.yaml'),
    ]
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('title: contact', 'title: We saved 5,000 homes'),
    )
    const site = readFileSync(siteFile, 'utf8')
    expect(problems(root)).toEqual([])

    writeFileSync(siteFile, site.replace('brand: Test Brand', 'brand: Another Brand'))
    contentChanged(siteFile, root)
    expect(problems(root)).toEqual([])

    writeFileSync(siteFile, site.replace("homesSaved: '5,000+'", "homesSaved: '6,000+'"))
    contentChanged(siteFile, root)
    const afterEdit = problems(root)
    expect(afterEdit.map((issue) => `${issue.file} ${issue.message}`)).toEqual([
      expect.stringMatching(
        /^content\/pages\/contact\.yaml says "saved 5,000 homes", but the company's homes saved is 6,000\+/,
      ),
    ])
    expect(sorted(afterEdit)).toEqual(sorted(loadContent(root).issues))
  })
})
