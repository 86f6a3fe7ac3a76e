import { parseArgs } from 'node:util'
import { didYouMean } from '../../content-engine/suggest'

export const cityUsage = `Usage: npm run new:city -- --name <city> --state <state> [--region <area>] [--slug <address>]

  --name    the city, as the page writes it, e.g. "St. Petersburg"
  --state   its US state, written out, e.g. Florida
  --region  the wider area, as in "And all other Tampa Bay communities" (else left to fill in)
  --slug    the page address, when it should differ from the one made from the name
  --help    show this help

Example: npm run new:city -- --name "Tampa" --state Florida --region "Tampa Bay"`

const options = {
  name: { type: 'string' },
  state: { type: 'string' },
  region: { type: 'string' },
  slug: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const optionNames = Object.keys(options).map((name) => `--${name}`)

export interface CityArgs {
  name: string
  state: string
  region?: string
  slug?: string
}

/** What the command was asked: its help, a city, or a mistake in one plain line. */
export type CityRequest = { help: true } | { mistake: string } | { city: CityArgs }

const parse = (args: string[]) =>
  parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true })

type Token = ReturnType<typeof parse>['tokens'][number]

function mistakeIn(token: Token): string | undefined {
  if (token.kind === 'positional')
    return `"${token.value}" follows no option: put quotes around a value with spaces, e.g. --name "St. Petersburg"`
  if (token.kind !== 'option') return undefined
  if (!Object.hasOwn(options, token.name))
    return `${token.rawName} is not an option of new:city${didYouMean(token.rawName, optionNames)}`
  const takesValue = options[token.name as keyof typeof options].type === 'string'
  const value = token.value ?? ''
  if (takesValue && (value === '' || (!token.inlineValue && value.startsWith('-'))))
    return `${token.rawName} needs a value`
  return undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Reads new:city's arguments (what follows `--`). */
export function cityRequest(args: string[]): CityRequest {
  const { values, tokens } = parse(args)
  if (values.help) return { help: true }
  const mistake = tokens.map(mistakeIn).find(Boolean)
  if (mistake) return { mistake }
  const [name, state] = [text(values.name), text(values.state)]
  if (!name || !state) return { mistake: 'new:city needs both --name and --state' }
  return { city: { name, state, region: text(values.region), slug: text(values.slug) } }
}
