// on-headers ships no types, and @types/on-headers is not its definitions.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http'
  /** Calls `listener` just before the response writes its status line and headers, so it may still change them. */
  export default function onHeaders(response: ServerResponse, listener: (this: ServerResponse) => void): void
}
