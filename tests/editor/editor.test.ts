import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfContent, startDevServer, type DevServer } from '../support/dev-server'
import { connectBrowser } from '../support/shared-browser'
import {
  commentLines,
  errorsUnder,
  filled,
  intro,
  openEditor,
  patiently,
  previewText,
  saveButton,
  saveWithDiff,
  statusText,
} from './editor-page'
import { previewCases } from './preview-cases'
import { projectCases } from './project-cases'

const CHICAGO = 'content/pages/chicago.yaml'
// Longer than a patient wait: a step that never happens fails with its own message, not a time-out.
describe('the page editor (npm run edit)', { timeout: 150_000 }, () => {
  let server: DevServer
  let browser: Browser
  beforeAll(async () => {
    const root = copyOfContent()
    // Comments of the kinds a person writes, to find intact after a save.
    const chicago = join(root, CHICAGO)
    writeFileSync(
      chicago,
      readFileSync(chicago, 'utf8')
        .replace('    intro: >-', '    # Reviewed with the Chicago team.\n    intro: >-')
        .replace('county: Cook County', 'county: Cook County # seat of the court'),
    )
    ;[server, browser] = await Promise.all([startDevServer(root), connectBrowser()])
    // The first visit may have the dev server prepare modules, and fills the browser cache the
    // later visits load them from.
    const { page } = await openEditor(browser, server.url, CHICAGO)
    await page.close()
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  it('saves a changed intro: seen in the preview, confirmed in the diff, only those lines written, comments kept', async () => {
    const file = join(server.root, CHICAGO)
    const original = readFileSync(file, 'utf8')
    const { page } = await openEditor(browser, server.url, CHICAGO)
    const before = await intro(page).inputValue()
    await intro(page).fill(before.replace('day and night', 'around the clock'))
    await expect.poll(() => previewText(page), patiently).toContain('around the clock')

    const diff = await saveWithDiff(page)
    expect(diff).toMatch(/^\+.*around the clock/m)
    expect(diff).toMatch(/^-.*day and night/m)

    const saved = readFileSync(file, 'utf8')
    const expected = parse(original)
    expected.blocks[0].intro = expected.blocks[0].intro.replace('day and night', 'around the clock')
    expect(parse(saved)).toEqual(expected)
    expect(commentLines(saved)).toEqual(commentLines(original))
    const [was, now] = [original.split('\n'), saved.split('\n')]
    const introAt = was.indexOf('    intro: >-')
    const statsAt = was.indexOf('    stats:')
    expect(now.slice(0, introAt + 1)).toEqual(was.slice(0, introAt + 1))
    expect(now.slice(now.indexOf('    stats:'))).toEqual(was.slice(statsAt))
    await page.close()
  })

  it('shows the fact check under the intro while typing "Houston", and Save is refused', async () => {
    const file = join(server.root, CHICAGO)
    const onDisk = readFileSync(file, 'utf8')
    const { page } = await openEditor(browser, server.url, CHICAGO)
    const before = await intro(page).inputValue()
    await intro(page).fill(`${before} We also help homeowners in Houston.`)
    await expect.poll(() => errorsUnder(page, /^Intro/), patiently).toContain('Houston')
    expect(await page.getByRole('region', { name: 'Problems' }).innerText()).toContain('Houston')
    expect(await saveButton(page).isDisabled()).toBe(true)
    await expect
      .poll(() => statusText(page), patiently)
      .toMatch(/^Not saved: \d+ problems? to fix$/)

    const draft = await page.evaluate(
      async ({ file, text }) => {
        const page = (await (await fetch(`/_edit/api/page?file=${file}`)).json()) as {
          data: { blocks: { intro: string }[] }
          version: string
        }
        page.data.blocks[0]!.intro += text
        const body = JSON.stringify({ file, data: page.data, version: page.version })
        const headers = { 'Content-Type': 'application/json' }
        const answer = await fetch('/_edit/api/save', { method: 'POST', headers, body })
        return (await answer.json()) as unknown
      },
      { file: CHICAGO, text: ' We also help homeowners in Houston.' },
    )
    expect(draft).toMatchObject({ saved: false, reason: 'issues' })
    expect(readFileSync(file, 'utf8')).toBe(onDisk)
    await page.close()
  })

  it('makes a new city page for Tampa, Florida: its TODOs are problems until filled, then /florida links it', async () => {
    const { page } = await (async () => {
      const opened = await openEditor(browser, server.url, CHICAGO)
      await opened.page.getByRole('button', { name: '← Pages' }).click()
      return opened
    })()
    await page.getByRole('button', { name: 'New city page' }).click()
    const dialog = page.getByRole('dialog', { name: 'New city page' })
    await dialog.getByRole('textbox', { name: 'City' }).fill('Tampa')
    await dialog.getByRole('combobox', { name: 'State' }).fill('Florida')
    await dialog.getByRole('button', { name: 'Create page' }).click()
    await page.getByRole('heading', { name: 'content/pages/tampa.yaml' }).waitFor()
    const problems = page.getByRole('region', { name: 'Problems' })
    await expect.poll(() => problems.innerText(), patiently).toContain('still to fill in')
    expect(await saveButton(page).isDisabled()).toBe(true)

    let n = 0
    for (;;) {
      const todos = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('main input, main textarea')]
          .filter((field) => field.value.startsWith('TODO:'))
          .map((field) => [field.id, field.value] as const),
      )
      if (todos.length === 0) break
      for (const [id, todo] of todos) await page.locator(`[id="${id}"]`).fill(filled(id, todo, ++n))
    }
    await expect.poll(() => problems.innerText(), patiently).toBe('NO PROBLEMS')
    await saveWithDiff(page)
    expect(readFileSync(join(server.root, 'content/pages/tampa.yaml'), 'utf8')).not.toContain(
      'TODO',
    )
    await expect
      .poll(async () => (await fetch(`${server.url}/florida`)).text(), patiently)
      .toMatch(/<a href="\/tampa"/)
    await page.close()
  })

  it('reorders two blocks with the keyboard; a click on a block in the preview opens its form', async () => {
    const { page } = await openEditor(browser, server.url, 'content/pages/about.yaml')
    const blocks = page.getByRole('list', { name: 'Blocks' }).getByRole('listitem')
    const titles = () => blocks.allInnerTexts()
    const before = await titles()
    const handle = page.getByRole('button', { name: /^Reorder block 1:/ })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed'), patiently).toBe('true')
    await page.keyboard.press('ArrowDown')
    const announced = page.getByText(
      `${before[0]!.split('\n')[1]} is over position 2 of ${before.length}.`,
    )
    await expect.poll(() => announced.count(), patiently).toBeGreaterThan(0)
    await page.keyboard.press('Space')
    await expect.poll(titles, patiently).toEqual([before[1], before[0], ...before.slice(2)])
    expect(await statusText(page)).not.toBe('No unsaved changes')

    const third = page.frameLocator('iframe[title="Page preview"]').locator('[data-edit-block="2"]')
    await third.click()
    const form = page.getByRole('region', { name: /^Block 3: / })
    await form.waitFor({ timeout: 30_000 })
    expect(await form.getByRole('heading').first().innerText()).toBe(before[2]!.split('\n')[1])
    await page.close()
  })

  it('adds a block from the catalogue with its example, duplicates it and removes it', async () => {
    const { page } = await openEditor(browser, server.url, 'content/pages/about.yaml')
    const rows = page.getByRole('list', { name: 'Blocks' }).getByRole('listitem')
    const count = await rows.count()
    await page.getByRole('button', { name: '+ Add block' }).click()
    const catalogue = page.getByRole('dialog', { name: 'Add a block' })
    await catalogue.getByRole('button', { name: /^Call to action/ }).click()
    await expect.poll(() => rows.count(), patiently).toBe(count + 1)
    const form = page.getByRole('region', { name: /^Block 2: Call to action/ })
    await form.waitFor({ timeout: 30_000 })
    const heading = await form.getByRole('textbox', { name: /^Title/ }).inputValue()
    expect(heading).not.toBe('')
    const shown = page.frameLocator('iframe[title="Page preview"]').getByText(heading)
    await expect.poll(() => shown.count(), patiently).toBeGreaterThan(0)

    await form.getByRole('button', { name: 'Duplicate block' }).click()
    await expect.poll(() => rows.count(), patiently).toBe(count + 2)
    const copy = page.getByRole('region', { name: /^Block 3: Call to action/ })
    await copy.getByRole('button', { name: 'Remove block' }).click()
    await expect.poll(() => rows.count(), patiently).toBe(count + 1)
    await rows
      .nth(1)
      .getByRole('button', { name: /^Call to action/ })
      .click()
    await form.getByRole('button', { name: 'Remove block' }).click()
    await expect.poll(() => rows.count(), patiently).toBe(count)
    await page.close()
  })

  it('opening a page and leaving it unchanged changes nothing: the diff is empty', async () => {
    const { page } = await openEditor(browser, server.url, 'content/pages/miami.yaml')
    await page.getByRole('button', { name: 'Page settings' }).click()
    await page.getByRole('list', { name: 'Blocks' }).getByRole('button').nth(1).click()
    const region = page.getByRole('textbox', { name: /^Region/ })
    const value = await region.inputValue()
    await region.fill(`${value}x`)
    await region.fill(value)
    await expect.poll(() => saveButton(page).isEnabled(), patiently).toBe(true)
    await saveButton(page).click()
    const dialog = page.getByRole('dialog', { name: /^Save / })
    await expect.poll(() => dialog.innerText(), patiently).toContain('No changes.')
    await page.close()
  })

  previewCases(() => ({ server, browser }))
  projectCases(() => ({ server, browser }))
})
