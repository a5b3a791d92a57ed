/**
 * `npm run build`: compiles every program the platform runs (scripts/lib/build.ts), each target only if its sources
 * changed since its last build. `npm start`, `npm test` and a deployment run it first; the programs then run on plain
 * `node`. Quiet when everything is up to date, so `npm start` prints only what it did.
 */
import { BUILD_TARGETS, ensureBuilt } from './lib/build'

const log = (line: string) => console.log(line)
for (const target of BUILD_TARGETS) await ensureBuilt(target, log)
