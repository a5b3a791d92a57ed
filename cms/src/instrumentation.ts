import { CMS_SERVER_SECRETS, missingSecretsMessage } from './lib/secrets'

/**
 * Runs once as `next start` boots, before it serves anything: in production, a missing secret stops the server here,
 * with a message naming it, rather than at the first request (Payload reads its config lazily).
 */
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const message = missingSecretsMessage(CMS_SERVER_SECRETS)
  if (!message) return
  console.error(message)
  process.exit(1)
}
