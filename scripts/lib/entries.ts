import path from 'node:path'
import { repoRoot } from './paths'

/**
 * Every Node program of the platform but the two the frameworks build (the CMS's `next start` and the storefront's
 * server, below), compiled by `npm run build` into one JavaScript file each, with its source map, and run by plain
 * `node` in production, by `npm start` and by the tests' stack. Each file sits in its package's `dist/`, so the npm
 * packages it leaves outside the bundle resolve as from the package's source.
 */
export const NODE_PROGRAMS = {
  /** The Algolia-protocol search service (development and tests; production uses Algolia). */
  searchService: { source: 'search/src/main.ts', output: 'search/dist/main.js' },
  /** The outbox worker: lead deliveries and price-drop alerts. */
  outboxWorker: { source: 'cms/src/scripts/lead-worker.ts', output: 'cms/dist/lead-worker.js' },
  migrate: { source: 'cms/src/scripts/migrate.ts', output: 'cms/dist/migrate.js' },
  createAdmin: { source: 'cms/src/scripts/create-admin.ts', output: 'cms/dist/create-admin.js' },
  /** The demo seed (`npm run seed`, and `npm start` on an empty database). */
  seed: { source: 'seed/src/cli.ts', output: 'seed/dist/seed.js' },
  importFeed: { source: 'seed/src/feed/cli.ts', output: 'seed/dist/import-feed.js' },
  /** Every site's stock index filled again from its feed sources (after a restore). */
  rebuildIndexes: { source: 'cms/src/scripts/rebuild-indexes.ts', output: 'cms/dist/rebuild-indexes.js' },
  /** The commands behind `npm start`, `npm test`, `npm run seed`, `npm run import-feed`, backup, restore and rebuild-indexes. */
  start: { source: 'scripts/start.ts', output: 'scripts/dist/start.js' },
  test: { source: 'scripts/test.ts', output: 'scripts/dist/test.js' },
  seedRunningStack: { source: 'scripts/seed.ts', output: 'scripts/dist/seed.js' },
  importFeedRunningStack: { source: 'scripts/import-feed.ts', output: 'scripts/dist/import-feed.js' },
  backup: { source: 'scripts/backup.ts', output: 'scripts/dist/backup.js' },
  restore: { source: 'scripts/restore.ts', output: 'scripts/dist/restore.js' },
  rebuildIndexesCommand: { source: 'scripts/rebuild-indexes.ts', output: 'scripts/dist/rebuild-indexes.js' },
} as const

export type NodeProgram = keyof typeof NODE_PROGRAMS

/** The storefront's server as React Router builds it (storefront/server/index.ts with the app: vite.config.ts). */
export const STOREFRONT_SERVER = 'storefront/build/server/index.js'

/** `node` (this process's) and the arguments that run a compiled program with `args`: spread it into a spawn. */
export function nodeCommand(program: NodeProgram | typeof STOREFRONT_SERVER, ...args: string[]): [command: string, args: string[]] {
  return [process.execPath, [programPath(program), ...args]]
}

/** The absolute path of a compiled program, to run with `node`. */
export function programPath(program: NodeProgram | typeof STOREFRONT_SERVER): string {
  return path.join(repoRoot, program === STOREFRONT_SERVER ? program : NODE_PROGRAMS[program].output)
}
