import { CORE_SCHEMA, load } from 'js-yaml'

/**
 * The value of a YAML text read by the fast parser (the YAML 1.2 core schema, as the full
 * parser uses), or undefined on any problem or when the text holds no value: the full parser
 * then reads the file and explains it.
 */
export function quickParse(text: string): { data: unknown } | undefined {
  try {
    const data: unknown = load(text, { schema: CORE_SCHEMA })
    return data == null ? undefined : { data }
  } catch {
    return undefined
  }
}
