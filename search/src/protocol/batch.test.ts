import { describe, expect, it } from 'vitest'
import type { SearchRecord } from '../engine/types'
import { planBatch, readBatchOperations } from './batch'
import { HttpError } from './http-error'

const current = new Map<string, SearchRecord>([
  ['1', { objectID: '1', make: 'Kia', price: 20_000 }],
  ['2', { objectID: '2', make: 'Ford', price: 30_000 }],
])

const plan = (requests: unknown) => planBatch(current, readBatchOperations(requests))

describe('planBatch', () => {
  it('saves whole records for adds and updates, generating missing objectIDs and reading numeric ones as text', () => {
    const { changes, objectIDs } = plan([
      { action: 'addObject', body: { make: 'Audi' } },
      { action: 'addObject', body: { objectID: 7, make: 'BMW' } },
      { action: 'updateObject', body: { objectID: '1', make: 'Kia', price: 19_000 } },
    ])
    expect(objectIDs[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(objectIDs.slice(1)).toEqual(['7', '1'])
    expect(changes).toEqual([
      { type: 'saveObject', object: { objectID: objectIDs[0], make: 'Audi' } },
      { type: 'saveObject', object: { objectID: '7', make: 'BMW' } },
      { type: 'saveObject', object: { objectID: '1', make: 'Kia', price: 19_000 } },
    ])
  })

  it('merges partial updates into the stored record, or into an earlier operation of the batch', () => {
    const { changes } = plan([
      { action: 'partialUpdateObject', body: { objectID: '2', price: 28_000 } },
      { action: 'partialUpdateObject', body: { objectID: '2', km: 100 } },
      { action: 'partialUpdateObject', body: { objectID: '9', make: 'Kia' } },
    ])
    expect(changes).toEqual([
      { type: 'saveObject', object: { objectID: '2', make: 'Ford', price: 28_000 } },
      { type: 'saveObject', object: { objectID: '2', make: 'Ford', price: 28_000, km: 100 } },
      { type: 'saveObject', object: { objectID: '9', make: 'Kia' } },
    ])
  })

  it('skips partialUpdateObjectNoCreate for records that do not exist, including ones deleted or cleared earlier in the batch', () => {
    expect(plan([{ action: 'partialUpdateObjectNoCreate', body: { objectID: '9', make: 'Kia' } }])).toEqual({ changes: [], objectIDs: ['9'] })
    const afterDelete = plan([
      { action: 'deleteObject', body: { objectID: '1' } },
      { action: 'partialUpdateObjectNoCreate', body: { objectID: '1', price: 1 } },
    ])
    expect(afterDelete.changes).toEqual([{ type: 'deleteObject', objectID: '1' }])
    const afterClear = plan([{ action: 'clear' }, { action: 'partialUpdateObjectNoCreate', body: { objectID: '2', price: 1 } }])
    expect(afterClear.changes).toEqual([{ type: 'clearObjects' }])
  })

  it.each([
    [{}, 'requests must be a list'],
    [
      [{ action: 'deleteIndex', body: {} }],
      'requests[0]: unsupported action "deleteIndex"; supported: addObject, updateObject, partialUpdateObject, partialUpdateObjectNoCreate, deleteObject, clear',
    ],
    [[{ action: 'addObject', body: [] }], 'requests[0].body must be an object'],
    [[{ action: 'updateObject', body: { make: 'Kia' } }], 'updateObject needs an objectID'],
    [[{ action: 'deleteObject', body: { objectID: '' } }], 'objectID must be a non-empty string or a number'],
    [
      [{ action: 'partialUpdateObject', body: { objectID: '1', price: { _operation: 'Increment', value: 1 } } }],
      'price: built-in operations (_operation) are not supported yet',
    ],
  ])('rejects %j as a whole', (requests, message) => {
    expect(() => plan(requests)).toThrow(new HttpError(400, message))
  })
})
