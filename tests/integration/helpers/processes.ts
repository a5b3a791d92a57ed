import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { nodeCommand, STOREFRONT_SERVER } from '../../../scripts/lib/entries'
import { repoRoot } from '../../../scripts/lib/paths'
import { UNSETTLED_TOP_LEVEL_AWAIT } from '../../../scripts/lib/processes'

export { repoRoot }
export const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name)

/**
 * Runs the import-feed command (seed/src/feed/cli.ts) with `args` (`--tenant <slug> <file>`, …) against the stack, to
 * its end: its exit code and output. Once more if it ended while loading Payload, before any work.
 */
export async function importFeed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const once = () =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(...nodeCommand('importFeed', ...args), { cwd: path.join(repoRoot, 'seed'), env: { ...process.env, NODE_ENV: 'development' } })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))
    })
  const outcome = await once()
  return outcome.code === UNSETTLED_TOP_LEVEL_AWAIT && outcome.stdout === '' ? once() : outcome
}

/**
 * A process's output as a person reads it: each JSON line of the servers' logger (ops/src/log.ts) as its message (and
 * its error's message), other lines as they are. A refusal to start is one JSON line whose message spans lines.
 */
export function logMessages(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{')) return line
      try {
        const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } }
        return [msg, err?.message].filter(Boolean).join('\n')
      } catch {
        return line
      }
    })
    .join('\n')
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** This test process's environment with `overrides` applied; an `undefined` override removes the variable. */
export function environment(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides }
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name]
  return env
}

export interface Started {
  child: ChildProcess
  /** Everything it wrote, stdout and stderr together. */
  output(): string
  exited: Promise<number | null>
  stop(): Promise<void>
}

/** Starts a command in its own process group (Next forks), collecting its output. */
export function start(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; input?: string }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stdin?.end(options.input ?? '')
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 5000)
      await exited
      clearTimeout(killer)
    },
  }
}

/** Runs a command to its end (stopped after `timeoutMs`): its exit code (null when it had to be stopped) and output. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string; timeoutMs?: number },
): Promise<{ code: number | null; output: string }> {
  const started = start(command, args, options)
  const timer = setTimeout(() => void started.stop(), options.timeoutMs ?? 60_000)
  const code = await started.exited
  clearTimeout(timer)
  return { code, output: started.output() }
}

/**
 * Schedules a publish of each of `ids` at `when` as `email`, as the admin's Schedule Publish does (schedule-publish.ts,
 * in a process of its own: it loads Payload). Resolves with its exit code.
 */
export function schedulePublish(collection: 'pages' | 'store-pages', ids: number | number[], email: string, when: Date): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'tests/integration/helpers/schedule-publish.ts'), collection, [ids].flat().join(','), email, when.toISOString()],
      { stdio: 'inherit' },
    )
    child.on('exit', resolve)
  })
}

/** Deletes a scheduled publish as `email` would in the admin's drawer: 0 when deleted, 3 when refused. */
export function unschedulePublish(jobId: number, email: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests/integration/helpers/unschedule-publish.ts'), String(jobId), email], {
      stdio: 'inherit',
    })
    child.on('exit', resolve)
  })
}

/**
 * How long a new worker may take to say it runs: a few seconds idle, far more while other test files start stacks and
 * seeds on the same two cores, so the wait is generous.
 */
export const WORKER_READY_MS = 45_000

/** Resolves with `worker` once it prints a line matching `running`; rejects if it exits or stays silent for `readyMs`. */
function whenRunning(worker: ChildProcess, running = /worker running/, readyMs = WORKER_READY_MS): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.kill('SIGKILL')
      reject(new Error(`the worker said nothing for ${readyMs / 1000} s`))
    }, readyMs)
    worker.stdout?.on('data', (chunk: Buffer) => {
      if (!running.test(chunk.toString('utf8'))) return
      clearTimeout(timer)
      resolve(worker)
    })
    worker.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`the worker exited (${code ?? signal}) before it ran`))
    })
  })
}

/**
 * The CMS's outbox worker (compiled cms/src/scripts/lead-worker.ts, NODE_ENV=production) with `env` over this process's
 * environment: tracked in `workers` while it lives, its output lines kept in `output` (tests print them when they
 * fail). Resolves once it says it runs.
 */
export async function startOutboxWorker(env: Record<string, string>, output: string[], workers: Set<ChildProcess>): Promise<ChildProcess> {
  try {
    return await spawnOutboxWorker(env, output, workers)
  } catch (error) {
    // Ended while loading Payload, before any work (scripts/lib/processes.ts, UNSETTLED_TOP_LEVEL_AWAIT): once more.
    if (!(error instanceof Error && error.message.includes(`exited (${UNSETTLED_TOP_LEVEL_AWAIT})`))) throw error
    output.push(`[worker ended while loading (exit code ${UNSETTLED_TOP_LEVEL_AWAIT}): started once more]`)
    return spawnOutboxWorker(env, output, workers)
  }
}

/** Stops every worker in `workers` (SIGTERM: each finishes the sends it holds) and waits for them to exit. */
export async function stopOutboxWorkers(workers: Set<ChildProcess>): Promise<void> {
  await Promise.all(
    [...workers].map(
      (worker) =>
        new Promise<void>((resolve) => {
          worker.once('exit', () => resolve())
          worker.kill('SIGTERM')
        }),
    ),
  )
}

function spawnOutboxWorker(env: Record<string, string>, output: string[], workers: Set<ChildProcess>): Promise<ChildProcess> {
  const worker = spawn(...nodeCommand('outboxWorker'), {
    cwd: path.join(repoRoot, 'cms'),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  workers.add(worker)
  for (const stream of [worker.stdout, worker.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    })
  worker.on('exit', (code, signal) => {
    workers.delete(worker)
    output.push(`[worker ${worker.pid} exited: ${code ?? signal}]`)
  })
  return whenRunning(worker)
}

/**
 * Another storefront instance (production build, NODE_ENV=production) on `port`, on the same database, CMS and search
 * service as the stack's: a load balancer's second backend. Resolves once it answers /healthz.
 */
export async function startStorefrontInstance(port: number, env: Record<string, string | undefined> = {}): Promise<Started> {
  const instance = start(...nodeCommand(STOREFRONT_SERVER), {
    cwd: path.join(repoRoot, 'storefront'),
    env: environment({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env }),
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && instance.child.exitCode === null) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return instance
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await instance.stop()
  throw new Error(`the storefront instance on port ${port} did not start:\n${instance.output()}`)
}
