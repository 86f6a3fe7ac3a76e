import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { openPage } from '../support/browser'
import type { DevServer } from '../support/dev-server'

/** The file's one dev server and the run's browser, once its `beforeAll` has started them. */
export type EditorEnv = () => { server: DevServer; browser: Browser }

/** A loaded machine can take a while: wait generously, assert no timing. */
export const patiently = { timeout: 60_000, interval: 200 }

/**
 * One desktop browser context per connection for all of the editor's tests: each test opens the
 * editor in a new tab of it, and the dev server's modules, cached by the first, load from the
 * cache (the editor keeps nothing in the browser's storage).
 */
const contexts = new WeakMap<Browser, Promise<BrowserContext>>()

/**
 * The editor at `url` with `file` open in a new tab, once its form and first check are shown;
 * `prepare` runs on the tab before it opens the editor (to route its requests).
 */
export async function openEditor(
  browser: Browser,
  url: string,
  file: string,
  prepare?: (page: Page) => Promise<unknown>,
) {
  if (!contexts.has(browser))
    contexts.set(
      browser,
      openPage(browser).then((it) => it.context),
    )
  const page = await (await contexts.get(browser)!).newPage()
  await prepare?.(page)
  await page.goto(`${url}/_edit?file=${encodeURIComponent(file)}`, { timeout: 120_000 })
  await page.getByRole('button', { name: 'Page settings' }).waitFor({ timeout: 60_000 })
  await page
    .frameLocator('iframe[title="Page preview"]')
    .locator('[data-edit-block]')
    .first()
    .waitFor({ timeout: 60_000 })
  return { page }
}

/** The text of the page in the preview pane ('' while it loads). */
export const previewText = (page: Page) =>
  page
    .frameLocator('iframe[title="Page preview"]')
    .locator('body')
    .innerText({ timeout: 1_000 })
    .catch(() => '')

export const statusText = (page: Page) => page.getByRole('banner').getByRole('status').innerText()

export const saveButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Save', exact: true })

/** The problems shown under the field labelled `label`. */
export async function errorsUnder(page: Page, label: RegExp): Promise<string> {
  const id = await page.getByRole('textbox', { name: label }).getAttribute('id')
  const errors = page.locator(`[id="${id}__error"]`)
  return (await errors.count()) > 0 ? errors.innerText() : ''
}

/** Saves through the diff dialog; the diff shown is returned. */
export async function saveWithDiff(page: Page): Promise<string> {
  await expect.poll(() => saveButton(page).isEnabled(), patiently).toBe(true)
  await saveButton(page).click()
  const dialog = page.getByRole('dialog', { name: /^Save / })
  const diff = dialog.getByLabel('Changes to save')
  await diff.waitFor({ timeout: 30_000 })
  const shown = await diff.innerText()
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => statusText(page), patiently).toBe('No unsaved changes')
  return shown
}

export const intro = (page: Page) => page.getByRole('textbox', { name: /^Intro/ })
export const commentLines = (text: string) => text.split('\n').filter((line) => line.includes('#'))

/** What a marketer writes in place of each TODO (numbered, so each is unique). */
export function filled(id: string, todo: string, n: number): string {
  const place = /^TODO: (?:neighbourhood|nearby place) (\d+)/.exec(todo)
  if (place) return `Filled place ${place[1]}`
  const law = /^TODO: how (\w+) foreclosure law works/.exec(todo)
  if (law) return `In ${law[1]}, filled paragraph about the law.`
  const paragraph = /_(intro|foreclosureFacts|faqAnswers_\w+)$/.test(id)
  return paragraph ? `Filled paragraph ${n} written for this page.` : `Filled value ${n}`
}
