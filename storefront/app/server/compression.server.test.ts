import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptedEncoding, compressOnce } from './compression.server'

describe('acceptedEncoding', () => {
  it('takes brotli when the browser does, else gzip, and neither when refused with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.0')).toBeNull()
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(null)).toBeNull()
  })
})

describe('compressOnce', () => {
  const body = Buffer.from(JSON.stringify({ hits: Array.from({ length: 50 }, (_, i) => ({ objectID: String(i), name: 'Toyota HiLux SR5' })) }))

  it('compresses in the encoding taken, to bytes that decompress to the body', () => {
    const br = compressOnce('gzip, br', body)
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.bytes).equals(body)).toBe(true)
    expect(br.bytes.length).toBeLessThan(body.length / 4)
    const gzip = compressOnce('gzip', body)
    expect(gzip.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip.bytes).equals(body)).toBe(true)
  })

  it('sends the body itself to a client that takes no compression', () => {
    expect(compressOnce('identity', body)).toEqual({ encoding: null, bytes: body })
  })
})
