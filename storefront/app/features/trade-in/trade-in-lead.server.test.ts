import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../leads/lead-forms'
import { tradeInContactSchema } from './trade-in-lead.server'

describe('the trade-in journey’s contact step', () => {
  it('take the contact fields and the opt-in, off unless ticked', () => {
    const values = { name: 'Ava', last_name: 'Nguyen', email: 'ava@example.com', phone: '0412 345 678', postcode: '4000' }
    expect(tradeInContactSchema.parse(values)).toMatchObject({ phone: '0412345678', subscribe: false })
    expect(Object.keys(fieldErrors(tradeInContactSchema.safeParse({ ...values, email: 'x', postcode: '' }).error!.issues)).sort()).toEqual([
      'email',
      'postcode',
    ])
  })
})
