import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SlowHtml {
  url: string
  close(): Promise<void>
}

export interface SlowHtmlOptions {
  /** Where each part after the first begins: the first match after the previous part's start. */
  cuts: string[]
  pauseMs: number
  /** A change made to each page before it is sent. */
  edit?: (html: string) => string
}

/**
 * A server in front of `origin` that sends each HTML page in parts, `pauseMs` apart; other
 * files pass through whole. A browser may parse and paint each part before the next arrives,
 * as on a slow connection or a slow phone.
 */
export async function startSlowHtml(
  origin: string,
  { cuts, pauseMs, edit = (html) => html }: SlowHtmlOptions,
): Promise<SlowHtml> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`)
      const type = upstream.headers.get('content-type') ?? ''
      const body = Buffer.from(await upstream.arrayBuffer())
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
      if (!type.startsWith('text/html')) return response.end(body)
      const [first, ...rest] = partsOf(edit(body.toString()), cuts)
      response.write(first)
      for (const part of rest) {
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
        response.write(part)
      }
      response.end()
    })().catch((error: unknown) => response.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function partsOf(html: string, cuts: string[]): string[] {
  const starts = [0]
  for (const cut of cuts) {
    const at = html.indexOf(cut, starts.at(-1)! + 1)
    if (at < 0) throw new Error(`"${cut}" is not in the page after offset ${starts.at(-1)}`)
    starts.push(at)
  }
  return starts.map((start, i) => html.slice(start, starts[i + 1]))
}
