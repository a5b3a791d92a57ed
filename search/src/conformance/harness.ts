import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { createSearchServer, localHosts, type SearchServer } from '../index'
import { stockIndexSettings, stockReplicas } from '@dealer/stock/index-schema'

/** Credentials of every conformance service; the keys are only ever sent to 127.0.0.1. */
export const credentials = { appId: 'conformance-app', adminApiKey: 'conformance-admin-key', searchApiKey: 'conformance-search-key' }

export interface RunningService {
  url: string
  /** The official client with the admin key. */
  admin: Algoliasearch
  /** The official client with the search-only key, as a browser would hold it. */
  searchOnly: Algoliasearch
  close(): Promise<void>
}

/** Starts the search service in-process on a fresh temporary directory and a free port. */
export async function startService(name: string): Promise<RunningService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `search-${name}-`))
  const service: SearchServer = createSearchServer({ dataDir, ...credentials })
  const url = `http://127.0.0.1:${await service.listen(0)}`
  const clientWithKey = (apiKey: string) => algoliasearch(credentials.appId, apiKey, { hosts: localHosts(url) })
  return {
    url,
    admin: clientWithKey(credentials.adminApiKey),
    searchOnly: clientWithKey(credentials.searchApiKey),
    close: async () => {
      await service.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Applies settings and waits until they are published. */
export async function applySettings(
  client: Algoliasearch,
  indexName: string,
  indexSettings: Parameters<Algoliasearch['setSettings']>[0]['indexSettings'],
  forwardToReplicas?: boolean,
): Promise<void> {
  const { taskID } = await client.setSettings({ indexName, indexSettings, forwardToReplicas })
  await client.waitForTask({ indexName, taskID })
}

/** Sets up a stock index as the storefront's seed does: stock settings, each replica's ranking, then the records. */
export async function loadStockIndex(client: Algoliasearch, indexName: string, records: Array<Record<string, unknown>>): Promise<void> {
  await applySettings(client, indexName, stockIndexSettings(indexName))
  for (const replica of stockReplicas(indexName)) await applySettings(client, replica.name, { customRanking: replica.customRanking })
  await client.saveObjects({ indexName, objects: records, waitForTasks: true })
}

/** Waits until the write that answered `response` is published; fails if the answer has no taskID. */
export async function published(client: Algoliasearch, indexName: string, response: { taskID?: number }): Promise<void> {
  if (typeof response.taskID !== 'number') throw new Error(`the write answered without a taskID: ${JSON.stringify(response)}`)
  await client.waitForTask({ indexName, taskID: response.taskID })
}

/**
 * The official client's `generateSecuredApiKey`. Only the client's Node build has it, and the type
 * checker reads the browser build's types, so it is looked up at run time.
 */
export function generateSecuredApiKey(client: Algoliasearch, parentApiKey: string, restrictions: Record<string, unknown>): string {
  if (!('generateSecuredApiKey' in client) || typeof client.generateSecuredApiKey !== 'function')
    throw new Error('this algoliasearch build has no generateSecuredApiKey')
  const key: unknown = client.generateSecuredApiKey({ parentApiKey, restrictions })
  if (typeof key !== 'string') throw new Error('generateSecuredApiKey returned no string')
  return key
}

export const ids = (hits: ReadonlyArray<{ objectID: string }>): string[] => hits.map((hit) => hit.objectID)
