import fs from 'node:fs'
import path from 'node:path'
import { IndexData } from '../engine/index-data'
import { attributeName, customRankingCriteria, searchableAttributeGroups, updateSettings } from '../engine/settings'
import { InvalidInputError, type IndexSettings, type JsonObject, type SearchRecord } from '../engine/types'
import {
  indexFiles,
  indexNameOf,
  LOG_SUFFIX,
  LogFile,
  readRecord,
  readSnapshot,
  readSnapshotHeader,
  replayLog,
  SNAPSHOT_SUFFIX,
  writeSnapshot,
  type Change,
  type RecordLocation,
  type SnapshotHeader,
} from './index-files'
import { SlotLocations } from './slot-locations'

export type { Change } from './index-files'

/** What readers see of an index. */
export interface StoredIndex {
  readonly name: string
  readonly settings: IndexSettings
  readonly createdAt: string
  readonly updatedAt: string
  /** Bytes on disk (snapshot and log). */
  readonly fileSize: number
  /** The primary index whose records this replica sorts, if it is a replica. */
  readonly primary: string | undefined
}

/** What a query runs against: the records (a replica's are its primary's) and the queried index's settings. */
export interface QueryTarget {
  name: string
  data: IndexData
  settings: IndexSettings
}

export interface IndexStoreOptions {
  /** Compact an index once its log outgrows both this and its snapshot. */
  compactAfterBytes?: number
}

/** What `operation: copy` may be limited to; this service has no synonyms or rules, so those copy nothing. */
export type CopyScope = 'settings' | 'synonyms' | 'rules'

const DEFAULT_COMPACT_AFTER_BYTES = 8 << 20
/** The version of the files' format; a folder written by an older one is set aside, not misread. */
const FORMAT = 2
const FORMAT_FILE = 'FORMAT'
/** Settings the store manages itself: a replica's link to its primary, and a primary's replica list. */
const LINK_SETTINGS = ['primary', 'replicas']

/**
 * Indices by name, persisted in the data folder (see index-files.ts). Every write is on disk before
 * its task id is handed out, so every task a client can ask about is published. Records stay on
 * disk; memory holds their columns (see IndexData). Replicas, standard or virtual, share their
 * primary's records and differ only in settings, so a write to a primary is in its replicas at once.
 */
export class IndexStore {
  private readonly indices = new Map<string, LiveIndex>()
  // Starts from the clock in microseconds so task ids keep increasing across restarts, even for
  // tasks that left nothing on disk (deleting an index), unless a process averaged over 1000 tasks a ms.
  private lastTaskID = Date.now() * 1000
  private closed = false

  private constructor(
    private readonly dataDir: string,
    private readonly compactAfterBytes: number,
  ) {}

  /** Loads every index in `dataDir` (created if missing). */
  static open(dataDir: string, options: IndexStoreOptions = {}): IndexStore {
    setAsideOlderFormat(dataDir)
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, FORMAT_FILE), `${FORMAT}\n`)
    const store = new IndexStore(dataDir, options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES)
    const files = fs.readdirSync(dataDir)
    for (const file of files) if (file.endsWith('.tmp')) fs.rmSync(path.join(dataDir, file), { force: true })
    const headers = files
      .filter((file) => file.endsWith(SNAPSHOT_SUFFIX))
      .map((file) => ({ name: indexNameOf(file), header: readSnapshotHeader(path.join(dataDir, file)) }))
    for (const { name, header } of headers) {
      // Columns for the index's own settings and its replicas', made while the records are read anyway.
      const settings = [header.settings, ...headers.filter((other) => other.header.settings.primary === name).map((other) => other.header.settings)]
      store.load(name, settings)
    }
    // A log without its snapshot belongs to a deleted index (deletion removes the snapshot first).
    for (const file of files) {
      if (file.endsWith(LOG_SUFFIX) && !files.includes(file.slice(0, -LOG_SUFFIX.length) + SNAPSHOT_SUFFIX))
        fs.rmSync(path.join(dataDir, file), { force: true })
    }
    return store
  }

  get(name: string): StoredIndex | undefined {
    return this.indices.get(name)
  }

  list(): StoredIndex[] {
    return [...this.indices.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }

  /** How many records an index holds (a replica: its primary's). */
  entries(name: string): number {
    return this.queryTarget(name)?.data.size ?? 0
  }

  queryTarget(name: string): QueryTarget | undefined {
    const index = this.indices.get(name)
    if (!index) return undefined
    const primary = index.primary ? this.indices.get(index.primary) : undefined
    return { name, data: (primary ?? index).data, settings: index.settings }
  }

  getObject(name: string, objectID: string): SearchRecord | undefined {
    const target = this.queryTarget(name)
    const slot = target?.data.slotOf(objectID)
    return target && slot !== undefined ? target.data.recordAt(slot) : undefined
  }

  /**
   * Applies record changes as one task and returns its id once they are on disk. A missing index is
   * created, unless the changes only delete: deleting from nothing leaves nothing to create.
   */
  write(name: string, changes: Change[]): number {
    this.assertOpen()
    const existing = this.indices.get(name)
    if (existing?.primary && changes.some((change) => change.type !== 'replaceSettings')) {
      throw new InvalidInputError(`${name} is a replica of ${existing.primary}: write records to the primary index`)
    }
    const taskID = ++this.lastTaskID
    if (!existing && !changes.some((change) => change.type === 'saveObject' || change.type === 'replaceSettings')) return taskID
    const index = existing ?? this.create(name)
    this.append(index, taskID, changes)
    return taskID
  }

  /**
   * `setSettings`: only the settings named change (`null` resets one). Listing replicas creates them
   * (with the primary's settings) and unlisting detaches them with a copy of the records; with
   * `forwardToReplicas` the same change is made to every replica.
   */
  setSettings(name: string, update: JsonObject, forwardToReplicas: boolean): number {
    this.assertOpen()
    const index = this.indices.get(name)
    const { primary: _ignored, ...changes } = update
    const settings = updateSettings(index?.settings ?? {}, changes)
    const before = replicaNames(index?.settings)
    const after = replicaNames(settings)
    if (index?.primary && after.length > 0) throw new InvalidInputError(`${name} is a replica: a replica can't have replicas`)
    for (const replica of after) {
      if (replica === name) throw new InvalidInputError(`${name} can't be its own replica`)
      const other = this.indices.get(replica)?.primary
      if (other && other !== name) throw new InvalidInputError(`${replica} is already a replica of ${other}`)
    }
    const taskID = this.write(name, [{ type: 'replaceSettings', settings }])
    const shared = withoutLinks(settings)
    for (const replica of after) {
      const existing = this.indices.get(replica)
      if (!existing) this.write(replica, [{ type: 'replaceSettings', settings: { ...shared, primary: name } }])
      else if (existing.primary !== name)
        this.append(existing, ++this.lastTaskID, [{ type: 'clearObjects' }, { type: 'replaceSettings', settings: { ...existing.settings, primary: name } }])
    }
    for (const replica of before.filter((replica) => !after.includes(replica))) this.detach(replica)
    if (forwardToReplicas) {
      const forwarded = withoutLinks(changes)
      for (const replica of after) {
        const live = this.indices.get(replica)
        if (live) this.append(live, ++this.lastTaskID, [{ type: 'replaceSettings', settings: { ...updateSettings(live.settings, forwarded), primary: name } }])
      }
    }
    return taskID
  }

  /** Deletes the index and its files; deleting a missing index succeeds too, as in Algolia. Replicas are detached first. */
  deleteIndex(name: string): number {
    this.assertOpen()
    const index = this.indices.get(name)
    if (index) {
      for (const replica of replicaNames(index.settings)) this.detach(replica)
      if (index.primary) {
        const primary = this.indices.get(index.primary)
        if (primary)
          this.append(primary, ++this.lastTaskID, [
            {
              type: 'replaceSettings',
              settings: { ...primary.settings, replicas: (primary.settings.replicas ?? []).filter((entry) => replicaName(entry) !== name) },
            },
          ])
      }
      this.indices.delete(name)
      index.close()
      const files = indexFiles(this.dataDir, name)
      fs.rmSync(files.snapshot, { force: true })
      fs.rmSync(files.log, { force: true })
    }
    return ++this.lastTaskID
  }

  /**
   * `operation: copy`: the destination gets the source's settings and, unless `scope` limits the
   * copy, its records, replacing its own. The destination keeps its own replicas.
   */
  copyIndex(source: string, destination: string, scope?: CopyScope[]): number {
    this.assertOpen()
    const from = this.requireOperand(source, destination)
    const to = this.indices.get(destination)
    const settings = { ...withoutLinks(from.settings), ...(to?.settings.replicas ? { replicas: to.settings.replicas } : {}) }
    if (scope) {
      if (!scope.includes('settings')) return ++this.lastTaskID
      return to ? this.append(to, ++this.lastTaskID, [{ type: 'replaceSettings', settings }]) : this.write(destination, [{ type: 'replaceSettings', settings }])
    }
    const taskID = ++this.lastTaskID
    this.replaceFiles(from, destination, taskID, settings)
    this.load(destination, [settings, ...this.replicaSettingsOf(destination)])
    return taskID
  }

  /**
   * `operation: move`: the source's records and settings replace the destination's, and the source
   * is gone. The destination's replicas stay and sort the new records at once. One rename makes the
   * switch, so readers and a crash see the old index or the new one, never a mix.
   */
  moveIndex(source: string, destination: string): number {
    this.assertOpen()
    const from = this.requireOperand(source, destination)
    if (replicaNames(from.settings).length > 0)
      throw new InvalidInputError(`${source} has replicas: move an index without replicas (as replaceAllObjects' temporary index is)`)
    const to = this.indices.get(destination)
    const settings = { ...withoutLinks(from.settings), ...(to?.settings.replicas ? { replicas: to.settings.replicas } : {}) }
    const taskID = ++this.lastTaskID
    const located = this.replaceFiles(from, destination, taskID, settings)
    to?.close()
    from.close()
    const sourceFiles = indexFiles(this.dataDir, source)
    fs.rmSync(sourceFiles.snapshot, { force: true })
    fs.rmSync(sourceFiles.log, { force: true })
    const destinationFiles = indexFiles(this.dataDir, destination)
    from.reopen(destination, destinationFiles, located, { createdAt: to?.createdAt ?? from.createdAt, updatedAt: new Date().toISOString(), taskID, settings })
    this.indices.delete(source)
    this.indices.set(destination, from)
    return taskID
  }

  /** Writes are durable before their task id is handed out, so every issued task is published. */
  isPublished(taskID: number): boolean {
    return taskID <= this.lastTaskID
  }

  /** Compacts every index with pending log entries (so the next start loads fast) and closes the files. */
  close(): void {
    if (this.closed) return
    this.closed = true
    for (const index of this.indices.values()) {
      if (index.log.size > 0) this.compact(index)
      index.close()
    }
  }

  private requireOperand(source: string, destination: string): LiveIndex {
    const from = this.indices.get(source)
    if (!from) throw new InvalidInputError(`Index ${source} does not exist`)
    if (source === destination) throw new InvalidInputError('The source and destination must differ')
    if (from.primary || this.indices.get(destination)?.primary) throw new InvalidInputError('Copy or move replicas through their primary index')
    return from
  }

  /**
   * Writes `destination`'s snapshot from the source's records (its log emptied after: the snapshot's
   * task is newer than anything in it) and returns where each of the source's slots landed.
   */
  private replaceFiles(from: LiveIndex, destination: string, taskID: number, settings: IndexSettings): SlotLocations {
    const files = indexFiles(this.dataDir, destination)
    const located = new SlotLocations()
    const to = this.indices.get(destination)
    const header: SnapshotHeader = { createdAt: to?.createdAt ?? new Date().toISOString(), updatedAt: new Date().toISOString(), taskID, settings }
    writeSnapshot(files.snapshot, header, from.recordLines(), (slot, offset, length) => located.set(slot, { file: 'snapshot', offset, length }))
    if (fs.existsSync(files.log)) fs.truncateSync(files.log, 0)
    if (to) {
      this.indices.delete(destination)
      to.close()
    }
    return located
  }

  /** Makes a replica a standalone index again, with a copy of its primary's records. */
  private detach(replica: string): void {
    const index = this.indices.get(replica)
    if (!index?.primary) return
    const primary = this.indices.get(index.primary)
    const { primary: _primary, ...settings } = index.settings
    const taskID = ++this.lastTaskID
    if (primary) this.replaceFiles(primary, replica, taskID, settings)
    else {
      this.indices.delete(replica)
      index.close()
      writeSnapshot(indexFiles(this.dataDir, replica).snapshot, { createdAt: index.createdAt, updatedAt: new Date().toISOString(), taskID, settings }, [])
    }
    this.load(replica, [settings])
  }

  private replicaSettingsOf(name: string): IndexSettings[] {
    return [...this.indices.values()].filter((index) => index.primary === name).map((index) => index.settings)
  }

  /** A new, empty index: a snapshot holding only its header, so the first task goes to its log like any other. */
  private create(name: string): LiveIndex {
    const at = new Date().toISOString()
    fs.rmSync(indexFiles(this.dataDir, name).log, { force: true })
    writeSnapshot(indexFiles(this.dataDir, name).snapshot, { createdAt: at, updatedAt: at, taskID: 0, settings: {} }, [])
    return this.load(name, [])
  }

  private load(name: string, settingsToPrepare: IndexSettings[]): LiveIndex {
    const files = indexFiles(this.dataDir, name)
    const index = new LiveIndex(name, files)
    index.data.prepare(
      settingsToPrepare.flatMap(columnsFor),
      settingsToPrepare.map((settings) => searchableAttributeGroups(settings)),
    )
    const { header, size } = readSnapshot(files.snapshot, (record, offset, length) =>
      index.locations.set(index.data.save(record), { file: 'snapshot', offset, length }),
    )
    index.restore(header, size)
    const logSize = replayLog(files.log, header.taskID, (taskID, at, changes, locations) => index.apply(taskID, at, changes, locations))
    index.openLog(logSize)
    this.indices.set(name, index)
    this.lastTaskID = Math.max(this.lastTaskID, index.lastTaskID)
    return index
  }

  private append(index: LiveIndex, taskID: number, changes: Change[]): number {
    const at = new Date().toISOString()
    const locations = index.log.append(taskID, at, changes)
    index.apply(taskID, at, changes, locations)
    if (index.log.size > Math.max(this.compactAfterBytes, index.snapshotSize)) this.compact(index)
    return taskID
  }

  private compact(index: LiveIndex): void {
    const files = indexFiles(this.dataDir, index.name)
    const located = new SlotLocations()
    const size = writeSnapshot(files.snapshot, index.header(), index.recordLines(), (slot, offset, length) =>
      located.set(slot, { file: 'snapshot', offset, length }),
    )
    index.compacted(located, size)
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The index store is closed')
  }
}

/** An index in memory: its settings, the columns of its records, and where each record is on disk. */
class LiveIndex implements StoredIndex {
  createdAt = ''
  updatedAt = ''
  settings: IndexSettings = {}
  lastTaskID = 0
  snapshotSize = 0
  locations = new SlotLocations()
  readonly data: IndexData
  private snapshotFd: number
  private logFile: LogFile | undefined

  constructor(
    public name: string,
    private files: { snapshot: string; log: string },
  ) {
    this.snapshotFd = fs.openSync(files.snapshot, 'r')
    this.data = new IndexData((slot) => this.read(slot))
  }

  get primary(): string | undefined {
    return typeof this.settings.primary === 'string' ? this.settings.primary : undefined
  }

  get log(): LogFile {
    if (!this.logFile) throw new Error(`The log of ${this.name} is not open`)
    return this.logFile
  }

  get fileSize(): number {
    return this.snapshotSize + (this.logFile?.size ?? 0)
  }

  restore(header: SnapshotHeader, snapshotSize: number): void {
    this.createdAt = header.createdAt
    this.updatedAt = header.updatedAt
    this.settings = header.settings
    this.lastTaskID = header.taskID
    this.snapshotSize = snapshotSize
  }

  openLog(size: number): void {
    this.logFile = new LogFile(this.files.log, size)
  }

  apply(taskID: number, at: string, changes: Change[], locations: Array<RecordLocation | null>): void {
    changes.forEach((change, i) => {
      switch (change.type) {
        case 'saveObject': {
          const location = locations[i]
          if (!location) throw new Error('A saved record has no location')
          this.locations.set(this.data.save(change.object), location)
          break
        }
        case 'deleteObject':
          this.data.delete(change.objectID)
          break
        case 'clearObjects':
          this.data.clear()
          this.locations = new SlotLocations()
          break
        case 'replaceSettings':
          this.settings = change.settings
          break
      }
    })
    this.updatedAt = at
    this.lastTaskID = taskID
  }

  header(): SnapshotHeader {
    return { createdAt: this.createdAt, updatedAt: this.updatedAt, taskID: this.lastTaskID, settings: this.settings }
  }

  /** Every live record's JSON as stored, keyed by slot, for writing a snapshot. */
  *recordLines(): Iterable<{ key: number; json: string }> {
    for (const slot of this.data.liveSlots()) yield { key: slot, json: JSON.stringify(this.read(slot)) }
  }

  /** A new snapshot holds every record: point at it and empty the log. */
  compacted(located: SlotLocations, size: number): void {
    fs.closeSync(this.snapshotFd)
    this.snapshotFd = fs.openSync(this.files.snapshot, 'r')
    this.locations = located
    this.snapshotSize = size
    this.log.clear()
  }

  /** After a move: the same records, under a new name, in the files just written for it. */
  reopen(name: string, files: { snapshot: string; log: string }, located: SlotLocations, header: SnapshotHeader): void {
    this.name = name
    this.files = files
    this.snapshotFd = fs.openSync(files.snapshot, 'r')
    this.locations = located
    this.restore(header, fs.statSync(files.snapshot).size)
    this.openLog(0)
    this.data.version++
  }

  close(): void {
    if (this.snapshotFd !== -1) fs.closeSync(this.snapshotFd)
    this.snapshotFd = -1
    this.logFile?.close()
    this.logFile = undefined
  }

  private read(slot: number): SearchRecord {
    const location = this.locations.get(slot)
    return readRecord(location.file === 'snapshot' ? this.snapshotFd : this.log.fd, location.offset, location.length)
  }
}

/**
 * Indices written before records were kept by offset (format 1) can't be read by this version: the
 * folder is renamed (kept for inspection) and the store starts empty; `npm start` then re-seeds.
 */
function setAsideOlderFormat(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return
  const hasIndices = fs.readdirSync(dataDir).some((file) => file.endsWith(SNAPSHOT_SUFFIX))
  const format = fs.existsSync(path.join(dataDir, FORMAT_FILE)) ? Number(fs.readFileSync(path.join(dataDir, FORMAT_FILE), 'utf8').trim()) : 1
  if (!hasIndices || format === FORMAT) return
  const aside = `${dataDir}.format-${format}-${Date.now()}`
  fs.renameSync(dataDir, aside)
  console.warn(`search: ${dataDir} holds indices in an older format (${format}); moved to ${aside}, starting empty`)
}

/** The attributes a settings object filters, counts or ranks by: worth a column from the start. */
function columnsFor(settings: IndexSettings): string[] {
  return [...(settings.attributesForFaceting ?? []).map(attributeName), ...customRankingCriteria(settings).map((criterion) => criterion.attribute)]
}

function replicaName(entry: string): string {
  return /^virtual\((.+)\)$/.exec(entry)?.[1] ?? entry
}

function replicaNames(settings: IndexSettings | undefined): string[] {
  return (settings?.replicas ?? []).map(replicaName)
}

function withoutLinks<T extends JsonObject>(settings: T): T {
  const copy = { ...settings }
  for (const setting of LINK_SETTINGS) delete copy[setting]
  return copy
}
