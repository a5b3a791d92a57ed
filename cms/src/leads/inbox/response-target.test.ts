import { describe, expect, it } from 'vitest'
import { DEFAULT_RESPONSE_TARGET_MINUTES, responseTargetOf } from './response-target'
import { myLeadsQuery } from './counts'

describe('responseTargetOf', () => {
  it('reads the site’s forms.responseTargetMinutes', () => {
    expect(responseTargetOf({ forms: { responseTargetMinutes: 30 } })).toBe(30)
  })

  it('falls back to an hour when the site has none, or an unusable one', () => {
    expect(DEFAULT_RESPONSE_TARGET_MINUTES).toBe(60)
    for (const settings of [
      undefined,
      null,
      {},
      { forms: {} },
      { forms: { responseTargetMinutes: null } },
      { forms: { responseTargetMinutes: 0 } },
      { forms: { responseTargetMinutes: '30' } },
    ])
      expect(responseTargetOf(settings)).toBe(60)
  })
})

describe('myLeadsQuery', () => {
  it('filters the inbox to one person’s open leads, as the navigation counts them, in the form Payload’s list reads', () => {
    expect(decodeURIComponent(myLeadsQuery(7))).toBe('where[and][0][assignedTo][equals]=7&where[and][1][status][not_equals]=closed')
  })
})
