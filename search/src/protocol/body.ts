import { gunzipSync } from 'node:zlib'
import type { JsonObject } from '../engine/types'
import { isJsonObject } from '../engine/values'
import { HttpError } from './http-error'

/**
 * Reads a request body as a JSON object. The official client sends JSON as `text/plain` (so browsers
 * skip a preflight) and may gzip it; the content type is therefore ignored. An empty body is `{}`.
 */
export async function readJsonBody(body: AsyncIterable<unknown>, contentEncoding: string | undefined, maxBytes: number): Promise<JsonObject> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    if (!Buffer.isBuffer(chunk)) continue
    size += chunk.length
    // Past the limit, keep draining so the client still gets the 413 instead of a reset.
    if (size <= maxBytes) chunks.push(chunk)
  }
  if (size > maxBytes) throw tooLarge(maxBytes)
  return parseJsonObject(decode(Buffer.concat(chunks), contentEncoding, maxBytes))
}

function decode(body: Buffer, encoding: string | undefined, maxBytes: number): string {
  if (!encoding || encoding === 'identity' || body.length === 0) return body.toString('utf8')
  if (encoding !== 'gzip') throw new HttpError(415, `Unsupported content-encoding: ${encoding}`)
  try {
    return gunzipSync(body, { maxOutputLength: maxBytes }).toString('utf8')
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge(maxBytes)
    throw new HttpError(400, 'Body is not valid gzip')
  }
}

function parseJsonObject(text: string): JsonObject {
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new HttpError(400, `Body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!isJsonObject(parsed)) throw new HttpError(400, 'Body must be a JSON object')
  return parsed
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Body is larger than ${maxBytes} bytes`)
}
