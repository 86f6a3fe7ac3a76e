import { escapeRegExp } from './facts/positions'

/**
 * What new:city asks a person to write, field by field: the scaffold writes each as a "TODO: …"
 * value, and the check knows them without the "TODO:" too, so deleting only that prefix does not
 * ship the instruction. `<city>`, `<state>` and `<n>` stand for the page's city, state and a count.
 */
export const INSTRUCTIONS = {
  region: 'the wider area, as in "And all other … communities"',
  county: 'the county <city> is in, e.g. Hillsborough County',
  intro: 'two or three sentences for <city> homeowners facing foreclosure',
  homesSaved: 'homes saved, e.g. 150+',
  responseTime: 'response time, e.g. 8 hrs',
  successRate: 'success rate, e.g. 98%',
  foreclosureFacts: 'one or two sentences on how foreclosure works in <state>',
  neighbourhood: 'neighbourhood <n> of <city>',
  speed: 'how quickly a foreclosure can be stopped in <city>',
  areas: 'the areas of <city> and around it that are served',
  homeValues: 'typical home values in <city>, with figures',
  stateLaw: 'how <state> foreclosure law works (name <state>): steps and deadlines',
  economy: 'how the <city> economy affects foreclosures and home sales',
  nearbyPlace: 'nearby place <n>, also named in the neighbourhoods or answers',
} as const

export type Instruction = keyof typeof INSTRUCTIONS

/** One instruction for this page's place. */
export const instructionFor = (
  which: Instruction,
  place: { city: string; state: string; n?: number },
) =>
  INSTRUCTIONS[which]
    .replaceAll('<city>', place.city)
    .replaceAll('<state>', place.state)
    .replaceAll('<n>', String(place.n ?? 1))

/** A place's name: capitalised words ("St. Petersburg", "Cañon City", "Winston-Salem"). */
const NAME = "\\p{Lu}[\\p{L}\\p{M}.'-]*(?: \\p{Lu}[\\p{L}\\p{M}.'-]*)*"

// An apostrophe may stand for the instruction's double quotes (a quoted YAML value holds them so).
const asPattern = (instruction: string) =>
  escapeRegExp(instruction)
    .replaceAll('"', `["']`)
    .replaceAll('<city>', NAME)
    .replaceAll('<state>', NAME)
    .replaceAll('<n>', '\\d+')

const ALTERNATIVES = Object.values(INSTRUCTIONS).map(asPattern).join('|')

/** Where a line may hold an instruction (a prefilter: `isInstruction` decides). */
export const ANY_INSTRUCTION = new RegExp(ALTERNATIVES, 'gu')

/** Whether a whole value is one of the instructions. */
export const isInstruction = (value: string) => WHOLE_INSTRUCTION.test(value)
const WHOLE_INSTRUCTION = new RegExp(`^(?:${ALTERNATIVES})$`, 'u')
