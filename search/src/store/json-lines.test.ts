import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forEachLine, writeLines } from './json-lines'

describe('json lines', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-lines-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('reads back what it wrote, across read chunks and multi-byte characters', () => {
    const file = path.join(dir, 'lines')
    // Over a megabyte of lines, each with a 3-byte character, so some line straddles a chunk edge.
    const lines = Array.from({ length: 40_000 }, (_, i) => JSON.stringify({ i, name: `Škoda ${'€'.repeat(i % 7)} ${i}` }))
    const fd = fs.openSync(file, 'w')
    const written = writeLines(fd, lines)
    fs.closeSync(fd)
    expect(written).toBe(fs.statSync(file).size)

    const read: string[] = []
    const offsets: number[] = []
    const result = forEachLine(file, (line, end) => {
      read.push(line)
      offsets.push(end)
    })
    expect(read).toEqual(lines)
    expect(result).toEqual({ completeBytes: written, tail: '' })
    expect(offsets[0]).toBe(Buffer.byteLength(lines[0]) + 1)
  })

  it('reports an unterminated last line as the tail', () => {
    const file = path.join(dir, 'torn')
    fs.writeFileSync(file, '{"a":1}\n{"b":')
    const read: string[] = []
    expect(forEachLine(file, (line) => read.push(line))).toEqual({ completeBytes: 8, tail: '{"b":' })
    expect(read).toEqual(['{"a":1}'])
  })
})
