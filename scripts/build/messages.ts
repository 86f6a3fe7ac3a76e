import type { ValidatedContent } from '../../content-engine/load'

/** What the build worker is started with: the content root and the URL of its renderer's bundle. */
export interface WorkerData {
  root: string
  renderer: string
}

/** The build worker's first message: what `loadContent` returned. */
export interface ContentMessage {
  kind: 'content'
  result: ValidatedContent
}

/** A page's document, asked for by route; `html` is absent for a route with no page. */
export interface RenderRequest {
  id: number
  route: string
}

export interface RenderedMessage {
  kind: 'rendered'
  id: number
  html?: string
}

export type FromWorker = ContentMessage | RenderedMessage
