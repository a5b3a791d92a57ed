/** Environment variables for a child process, merged over this process's own. */
export type Env = Record<string, string | undefined>

import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'

export interface ManagedProcess {
  name: string
  child: ChildProcess
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>
}

export interface SpawnOptions {
  cwd: string
  env?: Env
  /** Receives each output line, already prefixed with the process name. */
  log: (line: string) => void
}

/**
 * Starts a command in its own process group, so stopping it also stops the servers it forks
 * (Next and react-router-serve otherwise outlive their parent).
 */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => options.log(`[${name}] ${line}`))
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code))
    child.on('error', (error) => {
      options.log(`[${name}] failed to start: ${error.message}`)
      resolve(1)
    })
  })
  return { name, child, exited }
}

/** Runs a command to completion; rejects with its name and exit code when it fails. */
/**
 * Node's exit code when the main module's top-level await can never finish: nothing was left to run while it loaded.
 * A compiled Payload program (the seed, migrate, the outbox worker) has ended so now and then while loading Payload on a
 * machine under load, before it did any work (seen in 2 of 3 full test runs on 2026-11-29, never in 11 runs alone).
 */
export const UNSETTLED_TOP_LEVEL_AWAIT = 13

export async function runToCompletion(name: string, command: string, args: string[], options: SpawnOptions): Promise<void> {
  let code = await startProcess(name, command, args, options).exited
  if (code === UNSETTLED_TOP_LEVEL_AWAIT) {
    // It ended while loading, before any work: running it again is safe (the seed and the migrations are idempotent).
    options.log(`[${name}] ended while loading (exit code 13, an unsettled top-level await): running it once more`)
    code = await startProcess(name, command, args, options).exited
  }
  if (code !== 0) throw new Error(`${name} failed (exit code ${code})`)
}

/** SIGTERM to the process's whole group, without waiting. */
export function signalStop(managed: ManagedProcess): void {
  const pid = managed.child.pid
  if (pid != null && managed.child.exitCode === null && managed.child.signalCode === null) signalGroup(pid, 'SIGTERM')
}

/** SIGTERM to the whole group, then SIGKILL for whatever is still there after `graceMs`. */
export async function stopProcess(managed: ManagedProcess, graceMs = 5000): Promise<void> {
  const pid = managed.child.pid
  if (pid == null || managed.child.exitCode !== null || managed.child.signalCode !== null) return
  signalGroup(pid, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs)
  await managed.exited
  clearTimeout(timer)
  // Grandchildren may ignore SIGTERM after their parent exits.
  signalGroup(pid, 'SIGKILL')
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** Polls `url` until it answers with a status below 500, or throws after `timeoutMs`. */
export async function waitForHttp(url: string, options: { timeoutMs: number; headers?: Record<string, string>; process?: ManagedProcess }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs
  let exitCode: number | null | undefined
  options.process?.exited.then((code) => (exitCode = code))
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${options.process?.name} exited (code ${exitCode}) before ${url} answered`)
    try {
      const response = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${options.timeoutMs / 1000} s`)
}

/** A long-running process kept running: `current` is the one running now (or the last, while it restarts). */
export interface SupervisedProcess {
  readonly current: ManagedProcess
}

export interface SuperviseOptions {
  log: (line: string) => void
  /** True once the stack is stopping: an exit then is expected, and nothing restarts. */
  stopping: () => boolean
  /** A run shorter than this that ends counts as a failed start. */
  minUptimeMs?: number
  /** After this many failed starts in a row it is left stopped: it would only fail again. */
  maxFailedStarts?: number
  restartDelayMs?: number
}

/**
 * Starts a process with `start` and starts it again whenever it exits while the stack is not stopping: a crash
 * (a `kill -9`, an out-of-memory kill, an uncaught error) costs the seconds of a restart, not the service until a person
 * notices. A process that keeps dying as it starts (a broken build, a port taken) is left stopped, saying so.
 */
export function superviseProcess(start: () => ManagedProcess, options: SuperviseOptions): SupervisedProcess {
  const { log, stopping, minUptimeMs = 10_000, maxFailedStarts = 5, restartDelayMs = 1_000 } = options
  let failedStarts = 0
  const supervised = { current: start() }
  const watch = (managed: ManagedProcess, startedAt: number) => {
    void managed.exited.then((code) => {
      if (stopping()) return
      // What it started may outlive it (a cluster primary killed, a worker left holding the port): its group goes too.
      if (managed.child.pid != null) signalGroup(managed.child.pid, 'SIGKILL')
      const how = managed.child.signalCode ?? `exit code ${code}`
      failedStarts = Date.now() - startedAt < minUptimeMs ? failedStarts + 1 : 0
      if (failedStarts >= maxFailedStarts) {
        log(`[${managed.name}] stopped (${how}) ${failedStarts} times in a row as it started; not starting it again`)
        return
      }
      log(`[${managed.name}] stopped (${how}); starting it again`)
      setTimeout(() => {
        if (stopping()) return
        supervised.current = start()
        watch(supervised.current, Date.now())
      }, restartDelayMs)
    })
  }
  watch(supervised.current, Date.now())
  return supervised
}
