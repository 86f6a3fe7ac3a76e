import type { TSchema } from '@sinclair/typebox'
import { validatorFor } from './ajv'
import { explain } from './explain'
import type { ContentIssue } from './issues'
import type { Segment, YamlSource } from './yaml-source'

/** `blocks[3] (faq) › items[2]`: numbers attach to the name before them, block types are named. */
export function describePath(
  path: readonly Segment[],
  blockTypeAt?: (index: number) => string | undefined,
): string {
  const parts: string[] = []
  for (const [i, segment] of path.entries()) {
    if (typeof segment === 'number') {
      const label = `${parts.pop() ?? ''}[${segment}]`
      const type = i === 1 && path[0] === 'blocks' ? blockTypeAt?.(segment) : undefined
      parts.push(type ? `${label} (${type})` : label)
    } else parts.push(segment)
  }
  return parts.join(' › ')
}

export interface NodeCheck {
  source: YamlSource
  /** Where the validated value sits in the file. */
  at: Segment[]
  value: unknown
  schema: TSchema
  blockTypeAt?: (index: number) => string | undefined
}

/** Validates one value against its schema and reports each problem at its YAML node. */
export function validateNode({
  source,
  at,
  value,
  schema,
  blockTypeAt,
}: NodeCheck): ContentIssue[] {
  const validate = validatorFor(schema)
  if (validate(value)) return []
  const valueAt = (path: Segment[]) =>
    path.reduce<unknown>(
      (node, segment) => (node as Record<Segment, unknown> | undefined)?.[segment],
      value,
    )
  const writtenAt = (path: Segment[]) => source.written([...at, ...path])
  return explain(validate.errors ?? [], valueAt, writtenAt).map(({ path, key, message }) => {
    const full = [...at, ...path]
    const { line, col } = key ? source.position([...full, key], true) : source.position(full)
    return { file: source.file, line, col, where: describePath(full, blockTypeAt), message }
  })
}
