import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import type { WebhookBody } from '../../../server/outbox/webhook-body'

export interface StubReply {
  status: number
  /** Answer after this many milliseconds. */
  delayMs?: number
  headers?: Record<string, string>
  body?: string
  /** never: no answer at all · trickle: the headers, then one byte of body every 50 ms, forever. */
  stall?: 'never' | 'trickle'
}

export interface ReceivedPost {
  body: WebhookBody
  status: number
  idempotencyKey: string | undefined
}

/** A bucket like the chat service's: `limit` posts per `windowMs`, announced in headers. */
export interface StubRateLimit {
  limit: number
  windowMs: number
}

/**
 * A chat-webhook stand-in on 127.0.0.1. `reply` decides each answer (default 204); `received`
 * lists every post with the status it was answered. With `rateLimit` set, every answer carries
 * X-RateLimit-Remaining / X-RateLimit-Reset-After and a post over the limit gets a 429.
 */
export class StubWebhook {
  readonly received: ReceivedPost[] = []
  readonly token = randomBytes(24).toString('hex')
  reply: (post: number) => StubReply = () => ({ status: 204 })
  rateLimit: StubRateLimit | undefined
  /** Posts left without a full answer (`stall`). */
  stalled = 0
  private windowStart = 0
  private usedInWindow = 0
  private server: Server | undefined
  private port = 0

  get url(): string {
    return `http://127.0.0.1:${this.port}/api/webhooks/1234/${this.token}`
  }

  /** Bodies answered with a 2xx, in arrival order. */
  get delivered(): WebhookBody[] {
    return this.received.filter((post) => post.status < 300).map((post) => post.body)
  }

  /** Starts listening, on the same port as before when restarted. */
  async start(): Promise<this> {
    const server = createServer((request, response) => this.handle(request, response))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
    this.port = (server.address() as AddressInfo).port
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private limited(reply: StubReply, { limit, windowMs }: StubRateLimit): StubReply {
    const now = Date.now()
    if (now - this.windowStart >= windowMs) {
      this.windowStart = now
      this.usedInWindow = 0
    }
    const resetAfter = String((this.windowStart + windowMs - now) / 1000)
    const over = this.usedInWindow >= limit
    if (!over) this.usedInWindow++
    const headers = {
      ...reply.headers,
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(limit - this.usedInWindow),
      'X-RateLimit-Reset-After': resetAfter,
    }
    if (!over) return { ...reply, headers }
    const body = JSON.stringify({ message: 'You are being rate limited.', retry_after: 1 })
    return { status: 429, headers: { ...headers, 'Retry-After': '1' }, body }
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let reply = this.reply(this.received.length + this.stalled)
      if (this.rateLimit) reply = this.limited(reply, this.rateLimit)
      if (request.url !== `/api/webhooks/1234/${this.token}`) reply.status = 404
      if (reply.stall) {
        this.stalled++
        if (reply.stall === 'trickle') trickle(response, reply.status)
        return
      }
      const answer = () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookBody
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined
        this.received.push({ body, status: reply.status, idempotencyKey })
        response.writeHead(reply.status, reply.headers)
        response.end(reply.body)
      }
      if (reply.delayMs) setTimeout(answer, reply.delayMs)
      else answer()
    })
  }
}

function trickle(response: ServerResponse, status: number): void {
  response.writeHead(status, { 'Content-Type': 'text/plain' })
  const timer = setInterval(() => response.write('.'), 50)
  response.once('close', () => clearInterval(timer))
}

/** The `Reference: \`<id>\`` that every embed description carries. */
export function referencedId(body: WebhookBody): string | undefined {
  return /Reference: `([^`]+)`/.exec(body.embeds[0]?.description ?? '')?.[1]
}
