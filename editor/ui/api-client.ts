import {
  API,
  type CheckAnswer,
  type DiffAnswer,
  type DraftRequest,
  type ErrorAnswer,
  type GitCommitRequest,
  type GitStatus,
  type NewCityAnswer,
  type NewCityRequest,
  type PageFile,
  type PageSummary,
  type PreviewAnswer,
  type SaveAnswer,
  type SaveRequest,
  type Schemas,
} from '../api'

/** An error answer of the editor's server, in its own words. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function request<T>(
  path: string,
  body?: unknown,
  isAnswer = (_: object) => false,
): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  })
  const answer = (await response.json().catch(() => ({}))) as unknown
  if (response.ok || isAnswer(answer as object)) return answer as T
  const error = (answer as Partial<ErrorAnswer>).error ?? response.statusText
  throw new ApiError(error, response.status)
}

const query = (file: string) => `?file=${encodeURIComponent(file)}`

export const api = {
  pages: () => request<{ pages: PageSummary[] }>('/pages').then((answer) => answer.pages),
  page: (file: string) => request<PageFile>(`/page${query(file)}`),
  version: (file: string) =>
    request<{ version: string }>(`/version${query(file)}`).then((answer) => answer.version),
  schemas: () => request<Schemas>('/schemas'),
  states: () => request<{ states: string[] }>('/states').then((answer) => answer.states),
  images: () => request<{ images: string[] }>('/images').then((answer) => answer.images),
  check: (draft: DraftRequest) => request<CheckAnswer>('/check', draft),
  preview: (draft: DraftRequest) => request<PreviewAnswer>('/preview', draft),
  diff: (draft: DraftRequest) => request<DiffAnswer>('/diff', draft),
  /** A refusal for issues or a conflict is an answer, not an error. */
  save: (draft: SaveRequest) => request<SaveAnswer>('/save', draft, (answer) => 'saved' in answer),
  newCity: (city: NewCityRequest) => request<NewCityAnswer>('/new-city', city),
  git: () => request<GitStatus>('/git'),
  commit: (message: string) =>
    request<{ commit: string }>('/git/commit', { message } satisfies GitCommitRequest),
}
