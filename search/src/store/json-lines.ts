import fs from 'node:fs'

const READ_CHUNK_BYTES = 1 << 20
const NEWLINE = 0x0a

/**
 * Reads a newline-delimited file a chunk at a time, so a large index never becomes one giant
 * string. Calls `visit` with each complete line, the byte offset just past it and its length in bytes; returns the byte
 * length of the complete lines and whatever unterminated text follows them (a write cut short).
 */
export function forEachLine(file: string, visit: (line: string, endOffset: number, byteLength: number) => void): { completeBytes: number; tail: string } {
  const fd = fs.openSync(file, 'r')
  try {
    const chunk = Buffer.allocUnsafe(READ_CHUNK_BYTES)
    let pending = Buffer.alloc(0)
    let offset = 0
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) break
      // Lines are cut on bytes, not characters, so a character split across chunks stays whole.
      const buffer = pending.length > 0 ? Buffer.concat([pending, chunk.subarray(0, read)]) : chunk.subarray(0, read)
      let start = 0
      for (let newline = buffer.indexOf(NEWLINE); newline !== -1; newline = buffer.indexOf(NEWLINE, start)) {
        offset += newline + 1 - start
        visit(buffer.toString('utf8', start, newline), offset, newline - start)
        start = newline + 1
      }
      pending = Buffer.from(buffer.subarray(start))
    }
    return { completeBytes: offset, tail: pending.toString('utf8') }
  } finally {
    fs.closeSync(fd)
  }
}

const WRITE_BATCH_BYTES = 1 << 20

/** Writes each string as one line, in batches of about a megabyte; returns the bytes written. */
export function writeLines(fd: number, lines: Iterable<string>): number {
  let batch: string[] = []
  let batchLength = 0
  let written = 0
  const flush = () => {
    if (batch.length === 0) return
    written += fs.writeSync(fd, `${batch.join('\n')}\n`)
    batch = []
    batchLength = 0
  }
  for (const line of lines) {
    batch.push(line)
    batchLength += line.length
    if (batchLength >= WRITE_BATCH_BYTES) flush()
  }
  flush()
  return written
}
