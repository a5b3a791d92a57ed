import { embeddedPostgresUri } from './postgres'
import { DEFAULT_DATA_DIR, DEVELOPMENT_DATABASE, DEVELOPMENT_PORTS, portsFromEnv, stackEnvironment } from './stack'

/**
 * The environment of the stack `npm start` runs (same ports, data folder and DATABASE_URI), for a command that works
 * on it (`npm run seed`, `npm run import-feed`): it uses the running database and search service rather than starting
 * others, since embedded Postgres allows one server per data folder. Exits with a clear message when it isn't running.
 */
export async function runningStackEnvironment(command: string): Promise<ReturnType<typeof stackEnvironment>> {
  const ports = portsFromEnv(DEVELOPMENT_PORTS)
  const databaseUri = process.env.DATABASE_URI ?? `${embeddedPostgresUri(ports.postgres)}/${DEVELOPMENT_DATABASE}`
  const stack = stackEnvironment({ ports, dataDir: process.env.DATA_DIR ?? DEFAULT_DATA_DIR }, databaseUri)
  const searchUp = await fetch(`${stack.urls.search}/healthz`).then(
    (response) => response.ok,
    () => false,
  )
  if (!searchUp) {
    console.error(
      `The search service at ${stack.urls.search} is not running. Start the platform with \`npm start\` first, then run \`${command}\` in another terminal.`,
    )
    process.exit(1)
  }
  return stack
}
