// Against the running stack `npm test` starts (CMS_URL), after the seed: Bayside Toyota's reviews come from the
// Google reviews simulator (seed/src/reviews.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'

const cms = (route: string) => new URL(route, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const [bayside, southernCross] = DEMO_TENANTS
const BAYSIDE = bayside.slug
const BAYSIDE_EDITOR = bayside.editor
const SOUTHERN_EDITOR = southernCross.editor

async function login(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) })
  expect(response.status, credentials.email).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const as = (token: string | null, method: string, route: string) => fetch(cms(route), { method, headers: token ? { authorization: `JWT ${token}` } : {} })

let baysideId: number
let sourceId: number
let editor: string

beforeAll(async () => {
  baysideId = ((await (await fetch(cms(`/api/tenants?where[slug][equals]=${BAYSIDE}&depth=0`))).json()) as { docs: Array<{ id: number }> }).docs[0].id
  editor = await login(BAYSIDE_EDITOR)
  const sources = (await (await as(editor, 'GET', `/api/review-sources?where[tenant][equals]=${baysideId}&depth=0`)).json()) as { docs: Array<{ id: number }> }
  expect(sources.docs).toHaveLength(1)
  sourceId = sources.docs[0].id
})

const countOf = async (where: string) =>
  ((await (await fetch(cms(`/api/reviews?where[tenant][equals]=${baysideId}${where}&limit=1&depth=0`))).json()) as { totalDocs: number }).totalDocs

describe('Google reviews import (issue 48)', () => {
  it('seeds the spec’s sample set on Bayside: 590 reviews averaging 4.6, 20 with words', async () => {
    expect(await (await fetch(cms(`/api/reviews/summary?site=${BAYSIDE}`))).json()).toEqual({ count: 590, average_rating: '4.6' })
    expect(await countOf('&where[source][equals]=google')).toBe(590)
    expect(await countOf('&where[source][equals]=google&where[text][exists]=true')).toBe(20)
  })

  it('runs again for the site’s staff, updating the same reviews rather than adding any', async () => {
    const answer = await as(editor, 'POST', `/api/review-sources/${sourceId}/import`)
    expect(answer.status).toBe(200)
    const outcome = (await answer.json()) as { created: number; updated: number; unchanged: number; removed: number; count: number; averageRating: string }
    expect(outcome).toMatchObject({ created: 0, removed: 0, count: 590, averageRating: '4.6' })
    expect(outcome.updated + outcome.unchanged).toBe(590)
    expect(await countOf('&where[source][equals]=google')).toBe(590)
  })

  it('is refused to anyone signed out, and is no such thing to another site’s staff', async () => {
    expect((await as(null, 'POST', `/api/review-sources/${sourceId}/import`)).status).toBe(401)
    expect((await as(await login(SOUTHERN_EDITOR), 'POST', `/api/review-sources/${sourceId}/import`)).status).toBe(404)
    expect((await as(editor, 'POST', '/api/review-sources/999999999/import')).status).toBe(404)
  })
})
