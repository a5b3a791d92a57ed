/**
 * `npm run import-feed -- --tenant <slug> <file>`: imports a stock file into a site of the stack `npm start` runs, as
 * one of its import runs (seed/src/feed/cli.ts says how). Its output and exit code are the command's own.
 */
import { spawn } from 'node:child_process'
import { nodeCommand } from './lib/entries'
import { repoRoot } from './lib/paths'
import { runningStackEnvironment } from './lib/running-stack'

const { env } = await runningStackEnvironment('npm run import-feed')
const [command, args] = nodeCommand('importFeed', ...process.argv.slice(2))
const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 1))
