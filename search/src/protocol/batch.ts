import { randomUUID } from 'node:crypto'
import type { JsonObject, SearchRecord } from '../engine/types'
import { isJsonObject } from '../engine/values'
import type { Change } from '../store/index-store'
import { HttpError } from './http-error'

type BatchAction = 'addObject' | 'updateObject' | 'partialUpdateObject' | 'partialUpdateObjectNoCreate' | 'deleteObject' | 'clear'
const BATCH_ACTIONS: readonly BatchAction[] = ['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'clear']

export interface BatchOperation {
  action: BatchAction
  body: JsonObject
}

/**
 * Turns a batch's operations into store changes. Everything is checked before anything is stored, so
 * a bad operation rejects the whole batch. Partial updates are merged here, against the index and
 * against earlier operations of the same batch, so the store only ever saves whole records.
 */
export function planBatch(
  current: { get(objectID: string): SearchRecord | undefined },
  operations: BatchOperation[],
): { changes: Change[]; objectIDs: string[] } {
  // What each objectID holds after the operations so far: a record, or null once deleted.
  const pending = new Map<string, SearchRecord | null>()
  let cleared = false
  const lookup = (objectID: string): SearchRecord | undefined => {
    if (pending.has(objectID)) return pending.get(objectID) ?? undefined
    return cleared ? undefined : current.get(objectID)
  }
  const changes: Change[] = []
  const objectIDs: string[] = []
  const save = (object: SearchRecord) => {
    pending.set(object.objectID, object)
    changes.push({ type: 'saveObject', object })
    objectIDs.push(object.objectID)
  }

  for (const { action, body } of operations) {
    switch (action) {
      case 'addObject':
        save({ ...body, objectID: optionalObjectID(body) ?? randomUUID() })
        break
      case 'updateObject':
        save({ ...body, objectID: requiredObjectID(body, action) })
        break
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const objectID = requiredObjectID(body, action)
        rejectBuiltInOperations(body)
        const existing = lookup(objectID)
        if (existing || action === 'partialUpdateObject') save({ ...existing, ...body, objectID })
        else objectIDs.push(objectID)
        break
      }
      case 'deleteObject': {
        const objectID = requiredObjectID(body, action)
        pending.set(objectID, null)
        changes.push({ type: 'deleteObject', objectID })
        objectIDs.push(objectID)
        break
      }
      case 'clear':
        pending.clear()
        cleared = true
        changes.push({ type: 'clearObjects' })
        break
    }
  }
  return { changes, objectIDs }
}

/** Checks the shape of a batch request body's `requests`. */
export function readBatchOperations(requests: unknown): BatchOperation[] {
  if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be a list')
  return requests.map((request, position) => {
    if (!isJsonObject(request)) throw new HttpError(400, `requests[${position}] must be an object`)
    const action = BATCH_ACTIONS.find((candidate) => candidate === request.action)
    if (!action) throw new HttpError(400, `requests[${position}]: unsupported action ${JSON.stringify(request.action)}; supported: ${BATCH_ACTIONS.join(', ')}`)
    const body = request.body ?? {}
    if (!isJsonObject(body)) throw new HttpError(400, `requests[${position}].body must be an object`)
    return { action, body }
  })
}

function optionalObjectID(body: JsonObject): string | undefined {
  const { objectID } = body
  if (objectID === undefined || objectID === null) return undefined
  if ((typeof objectID === 'string' && objectID !== '') || (typeof objectID === 'number' && Number.isFinite(objectID))) return String(objectID)
  throw new HttpError(400, 'objectID must be a non-empty string or a number')
}

function requiredObjectID(body: JsonObject, action: BatchAction): string {
  const objectID = optionalObjectID(body)
  if (objectID === undefined) throw new HttpError(400, `${action} needs an objectID`)
  return objectID
}

/** Algolia's `{ "_operation": "Increment", … }` values would be stored as plain objects; refuse them until they're supported. */
function rejectBuiltInOperations(body: JsonObject): void {
  for (const [attribute, value] of Object.entries(body)) {
    if (isJsonObject(value) && '_operation' in value) throw new HttpError(400, `${attribute}: built-in operations (_operation) are not supported yet`)
  }
}
