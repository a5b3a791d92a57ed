import { describe, expect, it } from 'vitest'
import { connection } from './postgres-tools'

describe('connection', () => {
  it('keeps the password off the command line, from the user part or a parameter', () => {
    const fromUser = connection('postgres://dealer:s3cret%21@db.internal:5432/dealer')
    expect(fromUser.dbname).toBe('postgres://dealer@db.internal:5432/dealer')
    expect(fromUser.env.PGPASSWORD).toBe('s3cret!')
    const fromParameter = connection('postgres://dealer@db.internal/dealer?password=s3cret&sslmode=require')
    expect(fromParameter.dbname).toBe('postgres://dealer@db.internal/dealer?sslmode=require')
    expect(fromParameter.env.PGPASSWORD).toBe('s3cret')
  })

  it('refuses an address that is not one, saying what one looks like', () => {
    expect(() => connection('db.internal:5432/dealer')).toThrow('DATABASE_URI is not a postgres:// address')
  })
})
