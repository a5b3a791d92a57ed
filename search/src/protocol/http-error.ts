/** An error the client sees as Algolia's `{ message, status }` with that HTTP status. */
export class HttpError extends Error {
  override readonly name = 'HttpError'

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
