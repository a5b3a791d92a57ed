import { isDevelopmentDeployment } from '@dealer/cms-contract/deployment'

/**
 * Secrets the CMS's processes need. Development (DEALER_ENV=development, said explicitly: cms-contract/deployment.ts)
 * runs on fixed local values, so a checkout starts with nothing set; production, which is every other deployment
 * whatever its NODE_ENV, never does: a value everyone can read in this repository would let
 * anyone sign staff sessions and preview links.
 */

/** What each secret is for, said when one is missing. */
const PURPOSE = {
  PAYLOAD_SECRET: 'it signs staff sessions and draft preview links',
  STOREFRONT_API_SECRET: "the storefront's credential for the lead and analytics intake",
} as const
type SecretName = keyof typeof PURPOSE
type Environment = Record<string, string | undefined>

/** Every secret `next start` needs; the other CMS processes (migrations, seed, lead worker) need PAYLOAD_SECRET only. */
export const CMS_SERVER_SECRETS: readonly SecretName[] = ['PAYLOAD_SECRET', 'STOREFRONT_API_SECRET']

export function isProduction(env: Environment = process.env): boolean {
  // `next build` loads this config too; it runs nothing that needs a secret, and the build machine holds none.
  return !isDevelopmentDeployment(env) && env.NEXT_PHASE !== 'phase-production-build'
}

/** The message that names each missing secret, or null when production has them all (development: always null). */
export function missingSecretsMessage(names: readonly SecretName[], env: Environment = process.env): string | null {
  if (!isProduction(env)) return null
  const missing = names.filter((name) => !env[name])
  if (missing.length === 0) return null
  return [
    `The CMS does not start in production without ${missing.join(', ')}:`,
    ...missing.map((name) => `  ${name}: ${PURPOSE[name]}`),
    'Set each to a long random value (e.g. `openssl rand -hex 32`), the same one in every process that uses it; see docs/operations.md, "Deploying to production".',
  ].join('\n')
}

/** A secret from the environment; in development, `developmentValue` when unset; in production, unset is an error that names it. */
export function secretFromEnvironment(name: SecretName, developmentValue: string, env: Environment = process.env): string {
  const message = missingSecretsMessage([name], env)
  if (message) throw new Error(message)
  return env[name] || developmentValue
}
