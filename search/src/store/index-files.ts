import fs from 'node:fs'
import path from 'node:path'
import type { IndexSettings, SearchRecord } from '../engine/types'
import { isJsonObject } from '../engine/values'
import { forEachLine, writeLines } from './json-lines'

/**
 * On-disk format of one index, two newline-delimited JSON files in the data folder, named after the
 * index (URI-encoded, so no name can leave the folder):
 *   <name>.index  a snapshot: a header line, then one line per record;
 *   <name>.log    the writes since that snapshot: per task, a header line then one line per change.
 * Records are never all held in memory: the store remembers where each record's JSON sits in these
 * files and reads it back when a hit shows it. A task's lines are appended with one write and
 * synced before the client hears back; on replay, a task cut short by a crash (fewer change lines
 * than its header announces) was never acknowledged and is dropped. Compaction rewrites the
 * snapshot (temp file, then rename, so a crash leaves the old or the new one) and empties the log.
 * The header records the last task the snapshot includes, so replaying a log that wasn't emptied
 * before a crash skips what the snapshot already holds.
 */

/** One change within a task, already resolved (partial updates merged), so replaying it is exact. */
export type Change =
  | { type: 'saveObject'; object: SearchRecord }
  | { type: 'deleteObject'; objectID: string }
  | { type: 'clearObjects' }
  | { type: 'replaceSettings'; settings: IndexSettings }

export interface SnapshotHeader {
  createdAt: string
  updatedAt: string
  /** The last task this snapshot includes. */
  taskID: number
  settings: IndexSettings
}

interface TaskHeader {
  taskID: number
  at: string
  changes: number
}

/** Where a record's JSON is: which file, the byte offset and the byte length. */
export interface RecordLocation {
  file: 'snapshot' | 'log'
  offset: number
  length: number
}

export const SNAPSHOT_SUFFIX = '.index'
export const LOG_SUFFIX = '.log'
const SAVE_PREFIX = '{"type":"saveObject","object":'

export function indexFiles(dataDir: string, name: string): { snapshot: string; log: string } {
  const base = path.join(dataDir, encodeURIComponent(name))
  return { snapshot: base + SNAPSHOT_SUFFIX, log: base + LOG_SUFFIX }
}

/** The index a snapshot file belongs to. */
export function indexNameOf(snapshotFile: string): string {
  return decodeURIComponent(path.basename(snapshotFile, SNAPSHOT_SUFFIX))
}

/**
 * Writes a snapshot atomically and durably to `file` (via `file.tmp`). `records` yields each record's
 * JSON with a key; `located` learns where each one landed. Returns the snapshot's size in bytes.
 */
export function writeSnapshot<Key>(
  file: string,
  header: SnapshotHeader,
  records: Iterable<{ key: Key; json: string }>,
  located: (key: Key, offset: number, length: number) => void = () => {},
): number {
  const temporary = `${file}.tmp`
  const fd = fs.openSync(temporary, 'w')
  let size: number
  try {
    const headerLine = JSON.stringify(header)
    let offset = Buffer.byteLength(headerLine) + 1
    const lines = function* () {
      yield headerLine
      for (const { key, json } of records) {
        const length = Buffer.byteLength(json)
        located(key, offset, length)
        offset += length + 1
        yield json
      }
    }
    size = writeLines(fd, lines())
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
  fs.renameSync(temporary, file)
  syncDirectory(path.dirname(file))
  return size
}

export function readSnapshotHeader(file: string): SnapshotHeader {
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(1 << 16)
    let text = ''
    for (let position = 0; ;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, position)
      const newline = buffer.subarray(0, read).indexOf(0x0a)
      text += buffer.toString('utf8', 0, newline === -1 ? read : newline)
      if (newline !== -1 || read === 0) break
      position += read
    }
    const header: unknown = JSON.parse(text)
    if (!isSnapshotHeader(header)) throw new Error(`${file} does not start with an index header`)
    return header
  } finally {
    fs.closeSync(fd)
  }
}

/** Reads a snapshot, calling `visit` with each record and where its JSON is. */
export function readSnapshot(file: string, visit: (record: SearchRecord, offset: number, length: number) => void): { header: SnapshotHeader; size: number } {
  let header: SnapshotHeader | undefined
  const { completeBytes, tail } = forEachLine(file, (line, endOffset, byteLength) => {
    const value: unknown = JSON.parse(line)
    if (!header) {
      if (!isSnapshotHeader(value)) throw new Error(`${file} does not start with an index header`)
      header = value
    } else {
      if (!isRecord(value)) throw new Error(`${file} holds a record without an objectID`)
      visit(value, endOffset - byteLength - 1, byteLength)
    }
  })
  // Snapshots are renamed into place only once complete, so a partial one is damage, not a crash.
  if (!header || tail !== '') throw new Error(`${file} is incomplete`)
  return { header, size: completeBytes }
}

/**
 * An index's log, open for appending and for reading records back. Each append is synced to disk
 * before it returns, so an acknowledged write survives a crash or power loss.
 */
export class LogFile {
  readonly fd: number

  constructor(
    file: string,
    /** Bytes of complete tasks already in the file. */
    public size: number,
  ) {
    this.fd = fs.openSync(file, 'a+')
  }

  /** Appends a task; returns, for each change that saves a record, where that record's JSON is. */
  append(taskID: number, at: string, changes: Change[]): Array<RecordLocation | null> {
    const header: TaskHeader = { taskID, at, changes: changes.length }
    const lines = [JSON.stringify(header)]
    const locations: Array<RecordLocation | null> = []
    let offset = this.size + Buffer.byteLength(lines[0]) + 1
    for (const change of changes) {
      let line: string
      if (change.type === 'saveObject') {
        const json = JSON.stringify(change.object)
        line = SAVE_PREFIX + json + '}'
        locations.push({ file: 'log', offset: offset + SAVE_PREFIX.length, length: Buffer.byteLength(json) })
      } else {
        line = JSON.stringify(change)
        locations.push(null)
      }
      lines.push(line)
      offset += Buffer.byteLength(line) + 1
    }
    const text = `${lines.join('\n')}\n`
    try {
      fs.writeSync(this.fd, text)
      fs.fdatasyncSync(this.fd)
    } catch (error) {
      // Don't leave half a task for the next one to be glued to.
      fs.ftruncateSync(this.fd, this.size)
      throw error
    }
    this.size = offset
    return locations
  }

  /** Empties the log once a snapshot holds everything in it. */
  clear(): void {
    fs.ftruncateSync(this.fd, 0)
    fs.fdatasyncSync(this.fd)
    this.size = 0
  }

  close(): void {
    fs.closeSync(this.fd)
  }
}

/**
 * Replays the complete tasks of a log that come after the snapshot's task, with where each saved
 * record's JSON is. A task cut short by a crash is dropped and the file trimmed, so the next append
 * starts on a fresh line. Returns the size of the log that remains.
 */
export function replayLog(
  file: string,
  afterTaskID: number,
  apply: (taskID: number, at: string, changes: Change[], locations: Array<RecordLocation | null>) => void,
): number {
  if (!fs.existsSync(file)) return 0
  let task: { header: TaskHeader; changes: Change[]; locations: Array<RecordLocation | null> } | null = null
  let completeTaskBytes = 0
  forEachLine(file, (line, endOffset, byteLength) => {
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new Error(`${file} is damaged at byte ${endOffset - byteLength - 1}`)
    }
    if (!task) {
      if (!isTaskHeader(value)) throw new Error(`${file} holds a line that isn't a task at byte ${endOffset - byteLength - 1}`)
      task = { header: value, changes: [], locations: [] }
    } else {
      if (!isChange(value)) throw new Error(`${file} holds a change it can't read at byte ${endOffset - byteLength - 1}`)
      task.changes.push(value)
      task.locations.push(
        value.type === 'saveObject'
          ? { file: 'log', offset: endOffset - byteLength - 1 + SAVE_PREFIX.length, length: byteLength - SAVE_PREFIX.length - 1 }
          : null,
      )
    }
    if (task.changes.length === task.header.changes) {
      if (task.header.taskID > afterTaskID) apply(task.header.taskID, task.header.at, task.changes, task.locations)
      completeTaskBytes = endOffset
      task = null
    }
  })
  if (fs.statSync(file).size !== completeTaskBytes) fs.truncateSync(file, completeTaskBytes)
  return completeTaskBytes
}

/** Reads one record's JSON back from an open file. */
export function readRecord(fd: number, offset: number, length: number): SearchRecord {
  const buffer = length <= SHARED_BUFFER.length ? SHARED_BUFFER : Buffer.allocUnsafe(length)
  const read = fs.readSync(fd, buffer, 0, length, offset)
  const value: unknown = JSON.parse(buffer.toString('utf8', 0, read))
  if (!isRecord(value)) throw new Error(`The record at byte ${offset} is damaged`)
  return value
}

const SHARED_BUFFER = Buffer.allocUnsafe(1 << 16)

function syncDirectory(directory: string): void {
  // Makes the rename itself durable. Not every platform can open a directory; there, rename is all we get.
  let fd: number | undefined
  try {
    fd = fs.openSync(directory, 'r')
    fs.fsyncSync(fd)
  } catch {
    // best effort
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

function isRecord(value: unknown): value is SearchRecord {
  return isJsonObject(value) && typeof value.objectID === 'string'
}

function isSnapshotHeader(value: unknown): value is SnapshotHeader {
  return (
    isJsonObject(value) &&
    typeof value.createdAt === 'string' &&
    typeof value.updatedAt === 'string' &&
    typeof value.taskID === 'number' &&
    isJsonObject(value.settings)
  )
}

function isTaskHeader(value: unknown): value is TaskHeader {
  return isJsonObject(value) && typeof value.taskID === 'number' && typeof value.at === 'string' && typeof value.changes === 'number' && !('type' in value)
}

function isChange(value: unknown): value is Change {
  if (!isJsonObject(value)) return false
  switch (value.type) {
    case 'saveObject':
      return isRecord(value.object)
    case 'deleteObject':
      return typeof value.objectID === 'string'
    case 'clearObjects':
      return true
    case 'replaceSettings':
      return isJsonObject(value.settings)
    default:
      return false
  }
}
