import { describe, expect, it } from 'vitest'
import { CMS_SERVER_SECRETS, missingSecretsMessage, secretFromEnvironment } from './secrets'

describe('CMS secrets', () => {
  it('in production, name every missing secret and refuse to fall back to a built-in value', () => {
    const env = { NODE_ENV: 'production' }
    const message = missingSecretsMessage(CMS_SERVER_SECRETS, env)
    expect(message).toContain('PAYLOAD_SECRET, STOREFRONT_API_SECRET')
    expect(missingSecretsMessage(CMS_SERVER_SECRETS, { ...env, STOREFRONT_API_SECRET: 's' })).not.toContain('STOREFRONT_API_SECRET')
    expect(() => secretFromEnvironment('PAYLOAD_SECRET', 'dev', env)).toThrow(/PAYLOAD_SECRET.*signs staff sessions/s)
    expect(secretFromEnvironment('PAYLOAD_SECRET', 'dev', { ...env, PAYLOAD_SECRET: 'real' })).toBe('real')
  })

  it('in a deployment marked DEALER_ENV=development and while `next build` loads the config, use the development value', () => {
    expect(secretFromEnvironment('PAYLOAD_SECRET', 'dev', { DEALER_ENV: 'development' })).toBe('dev')
    expect(secretFromEnvironment('PAYLOAD_SECRET', 'dev', { NODE_ENV: 'production', DEALER_ENV: 'development' })).toBe('dev')
    expect(secretFromEnvironment('PAYLOAD_SECRET', 'dev', { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBe('dev')
    expect(missingSecretsMessage(CMS_SERVER_SECRETS, { DEALER_ENV: 'development' })).toBeNull()
  })

  it('never use the development value in a deployment that forgot NODE_ENV, or set another one', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { DEALER_ENV: 'staging' }]) {
      expect(() => secretFromEnvironment('PAYLOAD_SECRET', 'dev', env)).toThrow(/does not start in production without PAYLOAD_SECRET/)
    }
  })
})
