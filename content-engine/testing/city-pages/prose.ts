import type { Random } from './seeded'

/**
 * The words of the prose: the real pages' kind of words, in lower case, none of them a word that
 * starts a place's name (no "new", "north", "greater", "county", "metro"…), so that a sentence
 * starting with one never names a place.
 */
const VOCABULARY = `home homes house houses loan loans lender lenders notice sale sales court
trustee payment payments owner owners family families equity offer offers cash buyer buyers
market value values month months week weeks deadline plan plans option options help call calls
partner partners broker brokers agent agents review paperwork judgment auction delay refinance
takeover interest rate rates tax taxes bill bills job jobs layoff layoffs repair repairs roof
street block neighborhood school schools hospital factory rail office store price prices demand
supply season winter summer rent tenant tenants credit score bank letter hearing filing answer
summons redemption period mortgage balance arrears fees costs closing deed lien liens appraisal
condition investors rescue financing reinstatement quote contract signed before after during
until when while because although most many every each some few often usually typically quickly
early later soon still also only even rather within across around through under over against
without between the a an and or but of to in on for with by from at as is are was be been can
may will would should must our your their its we you they it this that these those who which
keep keeps act start work stop stops pause protect sell buy pay owe lose save serve answer
fair fast steady rising falling older brick frame wooden quiet busy local licensed legal careful
honest clear simple monthly weekly daily yearly private small large single friendly sooner`
  .split(/\s+/)
  .filter(Boolean)

export const PROSE_WORDS: ReadonlySet<string> = new Set(VOCABULARY)

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)

/**
 * About `words` words of prose in sentences of 8 to 18 words, one word in nine one of `names` (the
 * page's own places, counted by their words), ending with a full stop; `continued`: the first
 * sentence goes on from words written before it ("In Ohio, …"), so its first word is not
 * capitalised.
 */
export function prose(
  random: Random,
  words: number,
  names: readonly string[],
  continued = false,
): string {
  const out: string[] = []
  let sentenceLeft = random.between(8, 18)
  let capitalised = !continued
  for (let written = 0; written < words;) {
    const named = names.length > 0 && out.length % 9 === 4
    const word = named ? random.pick(names) : random.pick(VOCABULARY)
    written += named ? word.split(' ').length : 1
    const ends = --sentenceLeft === 0 && written < words
    out.push(`${capitalised ? capital(word) : word}${ends ? '.' : ''}`)
    capitalised = ends
    if (ends) sentenceLeft = random.between(8, 18)
  }
  return `${out.join(' ')}.`
}
