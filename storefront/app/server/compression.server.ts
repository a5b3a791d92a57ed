import zlib from 'node:zlib'

/**
 * A whole answer compressed once, here, on the calling thread: a rendered page (page-cache.server.ts) and a search
 * answer (features/search/search-api.server.ts). Express's `compression()` streams what it compresses through libuv's
 * thread pool (zlib's async form), which cost this machine about twice the CPU (decision 047); it still handles the
 * answers no one compresses here.
 */
export type Encoding = 'br' | 'gzip'

/**
 * Brotli 5 and gzip 6: 1.3 ms each for the vehicle page's 110 kB on this machine. Brotli 5's bytes are within 1% of
 * brotli 6's, for 10% less time; brotli 11 would take 60 times as long.
 */
export const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
}

/**
 * The smallest brotli window that holds the whole answer (16–24 bits): the default, 4 MB, is memory the encoder takes
 * fresh for every answer, and for a page of 100 kB it buys nothing.
 */
function windowBits(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes + 1))))
}

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | null | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** `body` in the encoding the request's Accept-Encoding takes (none: the body itself), compressed once, here. */
export function compressOnce(acceptEncoding: string | null, body: Buffer): { encoding: Encoding | null; bytes: Buffer<ArrayBuffer> } {
  const encoding = acceptedEncoding(acceptEncoding)
  // zlib's output is a Buffer of its own ArrayBuffer, as a body read from a Response is.
  return { encoding, bytes: (encoding ? compress[encoding](body) : body) as Buffer<ArrayBuffer> }
}
