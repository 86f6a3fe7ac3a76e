/**
 * The shapes of generated city pages: their cities spread over every state, each in a county and
 * region of its own, or all in one state that has a state page (each city then names it as
 * `statePage`), sharing the state's 88 counties and 8 regions; and their texts about half as long
 * as the real pages' or as long (the lengths of content/pages/chicago.yaml).
 */
export const SHAPES = {
  spread: { oneState: false, fullText: false },
  'one-state': { oneState: true, fullText: false },
  'full-text': { oneState: false, fullText: true },
  /** As a user would add cities: full-length texts, all in one state, each linked to its page. */
  real: { oneState: true, fullText: true },
} as const

export type Shape = keyof typeof SHAPES

export const SHAPE_NAMES = Object.keys(SHAPES) as Shape[]

export function shapeNamed(name: string): Shape {
  const shape = SHAPE_NAMES.find((known) => known === name)
  if (!shape) throw new Error(`unknown shape "${name}": one of ${SHAPE_NAMES.join(', ')}`)
  return shape
}

/** The state of the one-state shapes; the real site has its page, /ohio, and no city page in it. */
export const ONE_STATE = 'Ohio'

/** Words of each text field of a city page. */
export interface TextLengths {
  intro: number
  foreclosureFacts: number
  speed: number
  areas: number
  homeValues: number
  stateLaw: number
  economy: number
}

/** As long as content/pages/chicago.yaml's texts. */
const FULL: TextLengths = {
  intro: 57,
  foreclosureFacts: 43,
  speed: 85,
  areas: 75,
  homeValues: 69,
  stateLaw: 108,
  economy: 101,
}

const HALF = Object.fromEntries(
  Object.entries(FULL).map(([field, words]) => [field, Math.round(words / 2)]),
) as unknown as TextLengths

export const textLengths = (shape: Shape): TextLengths => (SHAPES[shape].fullText ? FULL : HALF)

/** Neighbourhoods of every generated city, each city's its own (the real pages list 16 to 24). */
export const NEIGHBOURHOODS = 16
