import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { NODE_PROGRAMS, STOREFRONT_SERVER } from './entries'
import { repoRoot } from './paths'
import { runToCompletion } from './processes'

export interface BuildTarget {
  name: string
  /** Files and folders (relative to the root) whose contents decide whether the outputs are stale. */
  inputs: string[]
  /** What the build writes (relative to the root); the input fingerprint is stored beside the first. */
  outputs: string[]
  build(log: (line: string) => void): Promise<void>
}

/** The sources every program may bundle: the workspace packages that export TypeScript. */
const SHARED_SOURCES = ['blocks/src', 'stock/src', 'geo/src', 'outbound/src', 'ops/src', 'cms-contract', 'package-lock.json']

const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name)
const runBuild = (name: string, cwd: string, command: string, args: string[]) => (log: (line: string) => void) =>
  runToCompletion(`build ${name}`, command, args, { cwd: path.join(repoRoot, cwd), log, env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })

export const BUILD_TARGETS: BuildTarget[] = [
  {
    name: 'CMS (Next.js + Payload admin)',
    inputs: ['cms/src', 'cms/next.config.mjs', 'cms/tsconfig.json', 'cms/package.json', ...SHARED_SOURCES],
    outputs: ['cms/.next/BUILD_ID'],
    build: runBuild('CMS', 'cms', bin('next'), ['build']),
  },
  {
    name: 'storefront (React Router app and its Express server)',
    inputs: [
      'storefront/app',
      'storefront/server',
      'storefront/vite.config.ts',
      'storefront/preact-in-the-browser.ts',
      'storefront/precompress-assets.ts',
      'storefront/react-router.config.ts',
      'storefront/package.json',
      'search/client',
      ...SHARED_SOURCES,
    ],
    outputs: [STOREFRONT_SERVER],
    // Quiet: it would list each of its chunks; what it built is said once, by ensureBuilt.
    build: runBuild('storefront', 'storefront', bin('react-router'), ['build', '--logLevel', 'warn']),
  },
  {
    name: 'Node programs (search service, workers, migrate, seed, commands)',
    inputs: ['cms/src', 'seed/src', 'search/src', 'search/client', 'scripts', 'tsconfig.json', ...SHARED_SOURCES],
    outputs: Object.values(NODE_PROGRAMS).map((program) => program.output),
    build: (log) => bundleNodePrograms(Object.values(NODE_PROGRAMS), log),
  },
]

/**
 * One esbuild bundle per program (NODE_PROGRAMS): our workspace packages are compiled in, since they export
 * TypeScript; every npm package stays outside, loaded by Node from node_modules as it is (native modules among them).
 * Each program's file is a two-line launcher that turns source maps on and then imports the bundle beside it: Node
 * maps only modules loaded after that, and so a stack trace names the TypeScript line without a flag on every `node`.
 */
export async function bundleNodePrograms(programs: ReadonlyArray<{ source: string; output: string }>, log: (line: string) => void): Promise<void> {
  const bundleOf = (output: string) => output.replace(/\.js$/, '.bundle')
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: programs.map((program) => ({ in: program.source, out: bundleOf(program.output) })),
    outdir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    plugins: [npmPackagesOutside],
    logLevel: 'silent',
  })
  for (const warning of result.warnings) log(`esbuild: ${warning.text}`)
  for (const program of programs)
    fs.writeFileSync(
      path.join(repoRoot, program.output),
      `// ${program.source}, built by npm run build (scripts/lib/build.ts).\nprocess.setSourceMapsEnabled(true)\nawait import('./${path.basename(bundleOf(program.output))}.js')\n`,
    )
}

const npmPackagesOutside: esbuild.Plugin = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dealer/') ? undefined : { path: args.path, external: true }))
  },
}

const IGNORED = new Set(['node_modules', '.next', 'build', 'dist', '.react-router', 'test-results', '.data'])
const STAMP = '.build-inputs'

/** Builds `target` unless its outputs exist and were built from exactly the current inputs. Returns whether it built. */
export async function ensureBuilt(target: BuildTarget, log: (line: string) => void): Promise<boolean> {
  const fingerprint = fingerprintOf(target.inputs)
  const stampFile = path.join(repoRoot, path.dirname(target.outputs[0]!), STAMP)
  const built = target.outputs.every((output) => fs.existsSync(path.join(repoRoot, output)))
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint) return false
  log(`building ${target.name} (first start or changed sources)…`)
  const started = Date.now()
  await target.build(log)
  fs.writeFileSync(stampFile, fingerprint)
  log(`built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

/** Each file's digest, read once per run: the targets share most of their inputs (the workspace packages, cms/src). */
const fileDigests = new Map<string, Buffer>()

function fingerprintOf(inputs: string[]): string {
  const hash = createHash('sha256')
  const digestOf = (absolute: string) => {
    let digest = fileDigests.get(absolute)
    if (!digest) fileDigests.set(absolute, (digest = createHash('sha256').update(fs.readFileSync(absolute)).digest()))
    return digest
  }
  const visit = (relative: string) => {
    const absolute = path.join(repoRoot, relative)
    if (!fs.existsSync(absolute)) return
    const stat = fs.statSync(absolute)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) if (!IGNORED.has(entry)) visit(path.join(relative, entry))
    } else {
      hash.update(relative).update('\0').update(digestOf(absolute))
    }
  }
  for (const input of inputs) visit(input)
  return hash.digest('hex')
}
