/**
 * `npm run seed`: re-applies the demo sites and stock to the stack `npm start` runs (same ports, data
 * folder and DATABASE_URI). It uses the running database and search service rather than starting
 * another: embedded Postgres allows one server per data folder. Demo logins: on the embedded database, or with
 * `-- --demo-logins` (seed/src/cli.ts).
 */
import { nodeCommand } from './lib/entries'
import { embeddedPostgresUri } from './lib/postgres'
import { repoRoot } from './lib/paths'
import { runToCompletion } from './lib/processes'
import { DEFAULT_DATA_DIR, DEVELOPMENT_DATABASE, DEVELOPMENT_PORTS, portsFromEnv, stackEnvironment } from './lib/stack'

const ports = portsFromEnv(DEVELOPMENT_PORTS)
const databaseUri = process.env.DATABASE_URI ?? `${embeddedPostgresUri(ports.postgres)}/${DEVELOPMENT_DATABASE}`
const { env, urls } = stackEnvironment({ ports, dataDir: process.env.DATA_DIR ?? DEFAULT_DATA_DIR }, databaseUri)

const searchUp = await fetch(`${urls.search}/health`).then(
  (response) => response.ok,
  () => false,
)
if (!searchUp) {
  console.error(
    `The search service at ${urls.search} is not running. Start the platform with \`npm start\` first, then run \`npm run seed\` in another terminal.`,
  )
  process.exit(1)
}
// The demo logins on the embedded database of `npm start`; on DATABASE_URI only with `npm run seed -- --demo-logins`.
const demoLogins = !process.env.DATABASE_URI || process.argv.includes('--demo-logins')
await runToCompletion('seed', ...nodeCommand('seed'), {
  cwd: repoRoot,
  env: { ...env, ...(demoLogins ? { SEED_DEMO_LOGINS: '1' } : {}) },
  log: (line) => console.log(line),
})
