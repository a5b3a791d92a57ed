import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { IndexStore } from '../store/index-store'
import { browseIndex, searchIndex } from './search-index'

describe('searchIndex', () => {
  let dataDir: string
  let store: IndexStore
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    store = IndexStore.open(dataDir)
  })
  afterEach(() => {
    store.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const hitIDs = () => {
    const index = store.queryTarget('cars')
    if (!index) throw new Error('no index')
    return searchIndex(index, {}).hits.map((hit) => hit.objectID)
  }

  it('ranks by the current records and settings after every write', () => {
    store.write('cars', [
      { type: 'replaceSettings', settings: { customRanking: ['desc(year)'] } },
      { type: 'saveObject', object: { objectID: 'a', year: 2019 } },
      { type: 'saveObject', object: { objectID: 'b', year: 2021 } },
    ])
    expect(hitIDs()).toEqual(['b', 'a'])
    store.write('cars', [{ type: 'saveObject', object: { objectID: 'c', year: 2023 } }])
    expect(hitIDs()).toEqual(['c', 'b', 'a'])
    store.write('cars', [{ type: 'replaceSettings', settings: { customRanking: ['asc(year)'] } }])
    expect(hitIDs()).toEqual(['a', 'b', 'c'])
  })

  it('names the index in the result', () => {
    store.write('cars', [{ type: 'saveObject', object: { objectID: 'a' } }])
    const index = store.queryTarget('cars')
    expect(index && searchIndex(index, { params: 'hitsPerPage=1' })).toMatchObject({ index: 'cars', hitsPerPage: 1, nbHits: 1 })
  })

  it('browses every record a page at a time with a cursor that carries the query', () => {
    store.write('cars', [
      { type: 'replaceSettings', settings: { customRanking: ['asc(n)'] } },
      ...Array.from({ length: 25 }, (_, n) => ({ type: 'saveObject' as const, object: { objectID: `c${n}`, n, even: n % 2 === 0 } })),
    ])
    const index = store.queryTarget('cars')
    if (!index) throw new Error('no index')
    const seen: unknown[] = []
    let page = browseIndex(index, { filters: 'even:true', hitsPerPage: 5 })
    seen.push(...page.hits.map((hit) => hit.objectID))
    while (page.cursor) {
      page = browseIndex(index, { cursor: page.cursor })
      seen.push(...page.hits.map((hit) => hit.objectID))
    }
    expect(seen).toEqual(Array.from({ length: 13 }, (_, i) => `c${i * 2}`))
    expect(() => browseIndex(index, { cursor: 'not-a-cursor' })).toThrow(/cursor is not valid/)
  })
})
