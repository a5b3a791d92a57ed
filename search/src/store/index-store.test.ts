import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IndexStore } from './index-store'

const car = (objectID: string, make = 'Kia') => ({ objectID, make })

describe('IndexStore', () => {
  let dataDir: string
  let store: IndexStore
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-store-'))
    store = IndexStore.open(dataDir)
  })
  afterEach(() => {
    store.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** Simulates a crash: the files stay as they are, with no compaction on the way out; the old store is dropped. */
  const reopenWithoutClosing = (options = {}) => {
    store = IndexStore.open(dataDir, options)
    return store
  }
  const objectIDs = (reopened: IndexStore, name = 'cars') => {
    const data = reopened.queryTarget(name)?.data
    return data ? Array.from(data.liveSlots(), (slot) => data.objectIDAt(slot)).sort() : []
  }

  it('creates an index on its first save and applies changes in order', () => {
    store.write('cars', [
      { type: 'saveObject', object: car('1') },
      { type: 'saveObject', object: car('2') },
      { type: 'deleteObject', objectID: '1' },
    ])
    store.write('cars', [{ type: 'replaceSettings', settings: { customRanking: ['desc(year)'] } }])
    expect(objectIDs(store)).toEqual(['2'])
    expect(store.get('cars')?.settings).toEqual({ customRanking: ['desc(year)'] })
  })

  it('does not create an index for deletes alone', () => {
    store.write('ghost', [{ type: 'deleteObject', objectID: '1' }, { type: 'clearObjects' }])
    expect(store.get('ghost')).toBeUndefined()
    expect(fs.readdirSync(dataDir)).toEqual(['FORMAT'])
  })

  it('hands out increasing task ids that are published at once, and keeps increasing after a restart', () => {
    const first = store.write('cars', [{ type: 'saveObject', object: car('1') }])
    const second = store.deleteIndex('other')
    expect(second).toBeGreaterThan(first)
    expect(store.isPublished(second)).toBe(true)
    expect(store.isPublished(second + 1)).toBe(false)
    store.close()
    store = IndexStore.open(dataDir)
    expect(store.write('cars', [{ type: 'clearObjects' }])).toBeGreaterThan(second)
  })

  it('keeps every acknowledged write through a crash, replaying the log over the snapshot', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.write('cars', [
      { type: 'saveObject', object: car('2', 'Ford') },
      { type: 'deleteObject', objectID: '1' },
    ])
    store.write('cars', [{ type: 'replaceSettings', settings: { searchableAttributes: ['make'] } }])
    const reopened = reopenWithoutClosing()
    expect(objectIDs(reopened)).toEqual(['2'])
    expect(reopened.getObject('cars', '2')).toEqual(car('2', 'Ford'))
    expect(reopened.get('cars')?.settings).toEqual({ searchableAttributes: ['make'] })
    reopened.close()
  })

  it('compacts a log that outgrows its snapshot, without replaying entries twice', () => {
    store.close()
    store = IndexStore.open(dataDir, { compactAfterBytes: 1 })
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    for (let i = 2; i <= 20; i++) store.write('cars', [{ type: 'saveObject', object: car(String(i)) }])
    const logFile = path.join(dataDir, 'cars.log')
    expect(fs.statSync(logFile).size).toBeLessThan(fs.statSync(path.join(dataDir, 'cars.index')).size)
    store.write('cars', [{ type: 'clearObjects' }, { type: 'saveObject', object: car('only') }])
    expect(objectIDs(reopenWithoutClosing())).toEqual(['only'])
  })

  it('drops a write cut short by a crash and appends cleanly after it', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.write('cars', [{ type: 'saveObject', object: car('2') }])
    fs.appendFileSync(path.join(dataDir, 'cars.log'), '{"taskID":99999999999999,"at":"x","changes":[{"type":"sav')
    const reopened = reopenWithoutClosing()
    expect(objectIDs(reopened)).toEqual(['1', '2'])
    reopened.write('cars', [{ type: 'saveObject', object: car('3') }])
    expect(objectIDs(reopenWithoutClosing())).toEqual(['1', '2', '3'])
  })

  it('refuses to start on a damaged log rather than silently losing writes', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.write('cars', [{ type: 'saveObject', object: car('2') }])
    fs.appendFileSync(path.join(dataDir, 'cars.log'), 'garbage\n')
    expect(() => reopenWithoutClosing()).toThrow(/cars\.log is damaged/)
  })

  it('deletes an index with its files, and an index name never escapes the data folder', () => {
    store.write('../escape/cars', [{ type: 'saveObject', object: car('1') }])
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.deleteIndex('cars')
    expect(store.list().map((index) => index.name)).toEqual(['../escape/cars'])
    store.close()
    store = IndexStore.open(dataDir)
    expect(store.list().map((index) => index.name)).toEqual(['../escape/cars'])
    expect(fs.readdirSync(path.dirname(dataDir)).includes('escape')).toBe(false)
  })

  it('bumps the version on every write so readers can cache derived data', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    const before = store.queryTarget('cars')?.data.version ?? -1
    store.write('cars', [{ type: 'saveObject', object: car('2') }])
    expect(store.queryTarget('cars')?.data.version).toBeGreaterThan(before)
  })

  it('reads records back from disk, from the snapshot and from the log, after compaction too', () => {
    store.close()
    store = IndexStore.open(dataDir, { compactAfterBytes: 200 })
    for (let i = 1; i <= 30; i++) store.write('cars', [{ type: 'saveObject', object: car(String(i), `Make ${i} ${'€'.repeat(i % 3)}`) }])
    store.write('cars', [
      { type: 'saveObject', object: car('7', 'Updated') },
      { type: 'deleteObject', objectID: '8' },
    ])
    expect(store.getObject('cars', '7')).toEqual(car('7', 'Updated'))
    expect(store.getObject('cars', '29')).toEqual(car('29', `Make 29 ${'€'.repeat(2)}`))
    expect(store.getObject('cars', '8')).toBeUndefined()
    const reopened = reopenWithoutClosing()
    expect(reopened.getObject('cars', '30')).toEqual(car('30', 'Make 30 '))
    expect(objectIDs(reopened)).toHaveLength(29)
    reopened.close()
  })

  it('creates replicas that share the primary records and keep their own settings', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.setSettings('cars', { replicas: ['cars_price', 'virtual(cars_km)'], attributesForFaceting: ['make'] }, false)
    expect(store.get('cars_price')?.settings).toEqual({ attributesForFaceting: ['make'], primary: 'cars' })
    store.setSettings('cars_price', { customRanking: ['asc(price)'] }, false)
    store.write('cars', [{ type: 'saveObject', object: car('2', 'Ford') }])
    expect(objectIDs(store, 'cars_km')).toEqual(['1', '2'])
    expect(() => store.write('cars_price', [{ type: 'saveObject', object: car('3') }])).toThrow(/replica of cars/)

    store.setSettings('cars', { attributesForFaceting: ['make', 'price'] }, true)
    expect(store.get('cars_price')?.settings).toEqual({ attributesForFaceting: ['make', 'price'], customRanking: ['asc(price)'], primary: 'cars' })

    const reopened = reopenWithoutClosing()
    expect(objectIDs(reopened, 'cars_price')).toEqual(['1', '2'])
    expect(reopened.get('cars_km')?.primary).toBe('cars')
    reopened.close()
  })

  it('detaches a replica dropped from the list, with a copy of the records', () => {
    store.write('cars', [{ type: 'saveObject', object: car('1') }])
    store.setSettings('cars', { replicas: ['cars_price'] }, false)
    store.setSettings('cars', { replicas: [] }, false)
    store.write('cars', [{ type: 'saveObject', object: car('2') }])
    expect(store.get('cars_price')?.primary).toBeUndefined()
    expect(objectIDs(store, 'cars_price')).toEqual(['1'])
  })

  it('moves an index onto another in one step, keeping the destination replicas', () => {
    store.write('cars', [{ type: 'saveObject', object: car('old') }])
    store.setSettings('cars', { replicas: ['cars_price'] }, false)
    store.copyIndex('cars', 'cars_tmp', ['settings'])
    expect(store.get('cars_tmp')?.settings).toEqual({})
    store.write('cars_tmp', [
      { type: 'saveObject', object: car('new1') },
      { type: 'saveObject', object: car('new2') },
    ])
    store.moveIndex('cars_tmp', 'cars')
    expect(store.get('cars_tmp')).toBeUndefined()
    expect(objectIDs(store)).toEqual(['new1', 'new2'])
    expect(objectIDs(store, 'cars_price')).toEqual(['new1', 'new2'])
    expect(store.get('cars')?.settings).toEqual({ replicas: ['cars_price'] })
    expect(store.getObject('cars', 'new2')).toEqual(car('new2'))

    const reopened = reopenWithoutClosing()
    expect(objectIDs(reopened)).toEqual(['new1', 'new2'])
    expect(reopened.get('cars_tmp')).toBeUndefined()
    reopened.close()
  })

  it('copies records and settings to another index', () => {
    store.write('cars', [
      { type: 'saveObject', object: car('1') },
      { type: 'replaceSettings', settings: { customRanking: ['desc(year)'] } },
    ])
    store.copyIndex('cars', 'backup')
    store.write('cars', [{ type: 'deleteObject', objectID: '1' }])
    expect(objectIDs(store, 'backup')).toEqual(['1'])
    expect(store.get('backup')?.settings).toEqual({ customRanking: ['desc(year)'] })
  })

  it('sets aside a folder written in the older format instead of misreading it', () => {
    store.close()
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'index-store-old-'))
    fs.writeFileSync(path.join(old, 'cars.index'), '{"name":"cars","createdAt":"x","updatedAt":"x","taskID":1,"settings":{}}\n{"objectID":"1"}\n')
    const reopened = IndexStore.open(old)
    expect(reopened.list()).toEqual([])
    reopened.close()
    const asides = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`${path.basename(old)}.format-1-`))
    expect(asides).toHaveLength(1)
    for (const dir of [old, ...asides.map((name) => path.join(os.tmpdir(), name))]) fs.rmSync(dir, { recursive: true, force: true })
  })
})
