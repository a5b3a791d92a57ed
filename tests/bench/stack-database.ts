import { embeddedPostgresUri } from '../../scripts/lib/postgres'
import { DEVELOPMENT_DATABASE, DEVELOPMENT_PORTS, portsFromEnv } from '../../scripts/lib/stack'

/** The database of the stack the benchmarks run against: DATABASE_URI, else `npm start`'s embedded one. */
export function stackDatabaseUri(): string {
  return process.env.DATABASE_URI ?? `${embeddedPostgresUri(portsFromEnv(DEVELOPMENT_PORTS).postgres)}/${DEVELOPMENT_DATABASE}`
}
