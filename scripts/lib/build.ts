import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths'
import { runToCompletion } from './processes'

export interface BuildTarget {
  name: string
  /** Folder the command runs in, relative to the repository root. */
  cwd: string
  command: string
  args: string[]
  /** Files and folders (relative to the root) whose contents decide whether the output is stale. */
  inputs: string[]
  /** The build output folder (relative to the root); the input fingerprint is stored inside it. */
  output: string
}

const IGNORED = new Set(['node_modules', '.next', 'build', '.react-router', 'test-results', '.data'])
const STAMP = '.build-inputs'

/** Builds `target` unless its output was built from exactly the current inputs. Returns whether it built. */
export async function ensureBuilt(target: BuildTarget, log: (line: string) => void): Promise<boolean> {
  const fingerprint = fingerprintOf(target.inputs)
  const stampFile = path.join(repoRoot, target.output, STAMP)
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint) return false
  log(`building ${target.name} (first start or changed sources; this takes a while)…`)
  const started = Date.now()
  await runToCompletion(`build ${target.name}`, target.command, target.args, {
    cwd: path.join(repoRoot, target.cwd),
    log,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  fs.writeFileSync(stampFile, fingerprint)
  log(`built ${target.name} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return true
}

function fingerprintOf(inputs: string[]): string {
  const hash = createHash('sha256')
  const visit = (relative: string) => {
    const absolute = path.join(repoRoot, relative)
    if (!fs.existsSync(absolute)) return
    const stat = fs.statSync(absolute)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) if (!IGNORED.has(entry)) visit(path.join(relative, entry))
    } else {
      hash.update(relative).update('\0').update(fs.readFileSync(absolute)).update('\0')
    }
  }
  for (const input of inputs) visit(input)
  return hash.digest('hex')
}
