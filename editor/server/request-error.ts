/** A request the editor refuses; its message is what the marketer reads. */
export class RequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}
