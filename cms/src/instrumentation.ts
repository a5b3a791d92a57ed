import { smsConfigurationProblem } from './customers/sms'
import { CMS_SERVER_SECRETS, missingSecretsMessage } from './lib/secrets'

/**
 * Runs once as `next start` boots, before it serves anything: in production, a missing secret or SMS provider stops the
 * server here, with a message naming it, rather than at the first request (Payload reads its config lazily).
 */
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const messages = [missingSecretsMessage(CMS_SERVER_SECRETS), smsConfigurationProblem()].filter((message) => message !== null)
  if (messages.length === 0) return
  console.error(messages.join('\n'))
  process.exit(1)
}
