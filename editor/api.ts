// The page editor's HTTP API, shared by its server (editor/server/) and its browser app (editor/ui/).
// Every route lives under /_edit/api on the dev server (127.0.0.1 only). Requests that write are
// POSTs with a JSON body and must carry the dev server's own Origin.

export const API = '/_edit/api'

// Routes:
// GET  /pages                      → { pages: PageSummary[] }
// GET  /page?file=…                → PageFile
// GET  /version?file=…             → { version: string }   (polled to notice files changed on disk)
// GET  /schemas                    → Schemas
// GET  /states                     → { states: string[] }
// GET  /images                     → { images: string[] }   (paths under public/, as pages write them)
// POST /check    DraftRequest      → CheckAnswer
// POST /preview  DraftRequest      → PreviewAnswer
// POST /diff     DraftRequest      → DiffAnswer
// POST /save     SaveRequest       → SaveAnswer (200), ErrorAnswer (400/403)
// POST /new-city NewCityRequest    → NewCityAnswer (201), ErrorAnswer (400/409)
// GET  /git                        → GitStatus
// POST /git/commit GitCommitRequest → { commit: string }

/** One problem of a draft, in the words of `npm run check`. */
export interface DraftIssue {
  message: string
  /** `file:line:col  where: message`, exactly as `npm run check` prints it. */
  text: string
  line: number
  col: number
  /** The field it belongs to, as a path into the page object, e.g. ['blocks', 2, 'items', 0, 'answer']; [] for the whole page. */
  path: (string | number)[]
}

export interface PageSummary {
  file: string
  route: string
  title: string
  /** The page's kind: 'city', 'state', 'blog', 'page'. */
  kind: string
}

/** A file as read from disk; `version` changes whenever its bytes change. */
export interface PageFile {
  file: string
  text: string
  version: string
  /** The parsed YAML, the object the forms edit. */
  data: unknown
  issues: DraftIssue[]
}

export interface BlockCatalogueEntry {
  type: string
  title: string
  description: string
  /** The block's JSON Schema (from its TypeBox schema). */
  schema: object
  /** The block's example, as in its folder's example YAML. */
  example: unknown
}

export interface Schemas {
  page: object
  meta: object
  blocks: BlockCatalogueEntry[]
}

/** A draft: the page object as the forms hold it. */
export interface DraftRequest {
  file: string
  data: unknown
}

export interface CheckAnswer {
  /** The file's text if it were saved now: the YAML edited in place. */
  text: string
  issues: DraftIssue[]
}

export interface PreviewAnswer {
  /** The whole page as the build renders it; each block's element carries `data-edit-block="<index>"`. */
  html: string
}

export interface SaveRequest extends DraftRequest {
  /** The version the draft was opened from; a file changed since is a conflict. */
  version: string
}

export interface DiffAnswer {
  /** A unified diff of the file on disk against the text that would be saved. */
  diff: string
  text: string
}

export type SaveAnswer =
  | { saved: true; version: string }
  | { saved: false; reason: 'issues'; issues: DraftIssue[] }
  | { saved: false; reason: 'conflict'; disk: PageFile; mine: string }

export interface NewCityRequest {
  city: string
  state: string
}

export interface NewCityAnswer {
  file: string
  route: string
}

export interface GitStatus {
  repository: boolean
  files: { path: string; status: string }[]
  diff: string
}

export interface GitCommitRequest {
  message: string
}

/** Every error answer (4xx/5xx) has this body. */
export interface ErrorAnswer {
  error: string
}
