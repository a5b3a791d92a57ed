import fs from 'node:fs'
import path from 'node:path'
import type { IndexSettings, SearchRecord } from '../engine/types'

export interface StoredIndex {
  name: string
  settings: IndexSettings
  objects: Map<string, SearchRecord>
  createdAt: string
  updatedAt: string
}

interface IndexFile {
  name: string
  settings: IndexSettings
  objects: SearchRecord[]
  createdAt: string
  updatedAt: string
}

/**
 * Indices in memory, each persisted to one JSON file in `dataDir`. A write is saved (temp file, then
 * rename, so a crash leaves the old or the new file, never half of one) before it is acknowledged,
 * so every task the client waits for is already durable.
 */
export class IndexStore {
  private readonly indices = new Map<string, StoredIndex>()
  private lastTaskId = 0

  constructor(private readonly dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true })
    for (const file of fs.readdirSync(dataDir)) {
      if (!file.endsWith('.json')) continue
      const saved = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as IndexFile
      this.indices.set(saved.name, { ...saved, objects: new Map(saved.objects.map((object) => [object.objectID, object])) })
    }
    this.lastTaskId = Date.now()
  }

  get(name: string): StoredIndex | undefined {
    return this.indices.get(name)
  }

  list(): StoredIndex[] {
    return [...this.indices.values()]
  }

  /** Applies `change` to the index (created if missing), saves it, and returns the write's task id. */
  write(name: string, change: (index: StoredIndex) => void): number {
    const now = new Date().toISOString()
    let index = this.indices.get(name)
    if (!index) {
      index = { name, settings: {}, objects: new Map(), createdAt: now, updatedAt: now }
      this.indices.set(name, index)
    }
    change(index)
    index.updatedAt = now
    this.save(index)
    return ++this.lastTaskId
  }

  delete(name: string): number {
    if (this.indices.delete(name)) fs.rmSync(this.fileOf(name), { force: true })
    return ++this.lastTaskId
  }

  /** Tasks are saved before they are acknowledged, so any task id handed out is published. */
  isPublished(taskId: number): boolean {
    return taskId <= this.lastTaskId
  }

  private save(index: StoredIndex): void {
    const file: IndexFile = { name: index.name, settings: index.settings, objects: [...index.objects.values()], createdAt: index.createdAt, updatedAt: index.updatedAt }
    const target = this.fileOf(index.name)
    const temporary = `${target}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(file))
    fs.renameSync(temporary, target)
  }

  private fileOf(name: string): string {
    return path.join(this.dataDir, `${encodeURIComponent(name)}.json`)
  }
}
