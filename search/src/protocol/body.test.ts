import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readJsonBody } from './body'
import { HttpError } from './http-error'

const chunks = (...parts: Array<string | Buffer>) => Readable.from(parts.map((part) => Buffer.from(part)))

describe('readJsonBody', () => {
  it('parses a JSON object sent in pieces, whatever the content type', async () => {
    await expect(readJsonBody(chunks('{"requests":', '[{"indexName":"cars"}]}'), undefined, 1024)).resolves.toEqual({ requests: [{ indexName: 'cars' }] })
  })

  it('reads an empty body as {}', async () => {
    await expect(readJsonBody(chunks(), undefined, 1024)).resolves.toEqual({})
  })

  it('unzips gzip bodies', async () => {
    await expect(readJsonBody(chunks(gzipSync('{"query":"kia"}')), 'gzip', 1024)).resolves.toEqual({ query: 'kia' })
  })

  it.each([
    [chunks('{"query":'), undefined, 400, 'Body is not valid JSON'],
    [chunks('[1,2]'), undefined, 400, 'Body must be a JSON object'],
    [chunks('not gzip'), 'gzip', 400, 'Body is not valid gzip'],
    [chunks('{}'), 'br', 415, 'Unsupported content-encoding: br'],
    [chunks('{"a":"', 'x'.repeat(100), '"}'), undefined, 413, 'Body is larger than 64 bytes'],
    [chunks(gzipSync(`{"a":"${'x'.repeat(1000)}"}`)), 'gzip', 413, 'Body is larger than 64 bytes'],
  ])('rejects bad bodies with a 4xx (%#)', async (body, encoding, status, message) => {
    const error = await readJsonBody(body, encoding, 64).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status, message: expect.stringContaining(message) })
  })
})
