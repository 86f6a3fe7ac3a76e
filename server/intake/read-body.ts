export type BodyRead =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' }

/** Reads a request body, giving up as soon as it exceeds `maxBytes`. */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<BodyRead> {
  const lengthHeader = request.headers.get('content-length')
  const declared = lengthHeader === null ? undefined : Number(lengthHeader)
  if (declared !== undefined && !(declared <= maxBytes)) return { ok: false, reason: 'too-large' }
  if (declared !== undefined) {
    // The HTTP parser guarantees the body has exactly the declared length: read it at once.
    try {
      return { ok: true, bytes: new Uint8Array(await request.arrayBuffer()) }
    } catch {
      return { ok: false, reason: 'unreadable' }
    }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** True for `application/json`, with at most a UTF-8 charset parameter. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false
  const [mediaType = '', ...params] = header.toLowerCase().split(';')
  if (mediaType.trim() !== 'application/json') return false
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim().replace(/"/g, ''))
    return name !== 'charset' || value === 'utf-8' || value === 'utf8'
  })
}
