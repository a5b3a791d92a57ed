/**
 * `npm run seed`: re-applies the demo sites and stock to the stack `npm start` runs. Demo logins: on the embedded
 * database, or with `-- --demo-logins` (seed/src/cli.ts).
 */
import { nodeCommand } from './lib/entries'
import { repoRoot } from './lib/paths'
import { runToCompletion } from './lib/processes'
import { runningStackEnvironment } from './lib/running-stack'

const { env } = await runningStackEnvironment('npm run seed')
// The demo logins on the embedded database of `npm start`; on DATABASE_URI only with `npm run seed -- --demo-logins`.
const demoLogins = !process.env.DATABASE_URI || process.argv.includes('--demo-logins')
await runToCompletion('seed', ...nodeCommand('seed'), {
  cwd: repoRoot,
  env: { ...env, ...(demoLogins ? { SEED_DEMO_LOGINS: '1' } : {}) },
  log: (line) => console.log(line),
})
