import { describe, expect, it } from 'vitest'
import { startProcess, stopProcess, superviseProcess, type ManagedProcess } from './processes'

/** Starts a node process running `script`, each start recorded in `starts`. */
function starter(script: string, starts: ManagedProcess[]) {
  return () => {
    const managed = startProcess('test', process.execPath, ['-e', script], { cwd: process.cwd(), log: () => undefined })
    starts.push(managed)
    return managed
  }
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('superviseProcess', () => {
  it('starts a process again after it is killed, and again after the new one crashes', async () => {
    const starts: ManagedProcess[] = []
    const lines: string[] = []
    let stopping = false
    const supervised = superviseProcess(starter('setTimeout(() => process.exit(1), 300)', starts), {
      log: (line) => lines.push(line),
      stopping: () => stopping,
      minUptimeMs: 100,
      restartDelayMs: 10,
    })
    await until(() => starts.length >= 1 && starts[0].child.pid !== undefined)
    starts[0].child.kill('SIGKILL')
    await until(() => starts.length >= 3)
    stopping = true
    await stopProcess(supervised.current)
    expect(starts.length).toBeGreaterThanOrEqual(3)
    expect(lines[0]).toBe('[test] stopped (SIGKILL); starting it again')
    expect(lines[1]).toBe('[test] stopped (exit code 1); starting it again')
  })

  it('leaves a process that keeps dying as it starts stopped, saying so', async () => {
    const starts: ManagedProcess[] = []
    const lines: string[] = []
    superviseProcess(starter('process.exit(3)', starts), { log: (line) => lines.push(line), stopping: () => false, maxFailedStarts: 3, restartDelayMs: 10 })
    await until(() => lines.length >= 3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(starts).toHaveLength(3)
    expect(lines.at(-1)).toBe('[test] stopped (exit code 3) 3 times in a row as it started; not starting it again')
  })

  it('stops what a killed process had started before it starts it again', async () => {
    const starts: ManagedProcess[] = []
    let stopping = false
    // A parent (as the storefront's cluster primary is) whose own child would otherwise live on when it is killed.
    const wrapper = `const child = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
      console.log(child.pid); setInterval(() => {}, 1000)`
    const supervised = superviseProcess(
      () => {
        const managed = startProcess('test', process.execPath, ['-e', wrapper], {
          cwd: process.cwd(),
          log: (line) => grandchildren.push(Number(line.split(' ')[1])),
        })
        starts.push(managed)
        return managed
      },
      { log: () => undefined, stopping: () => stopping, restartDelayMs: 10 },
    )
    const grandchildren: number[] = []
    await until(() => grandchildren.length === 1)
    starts[0].child.kill('SIGKILL')
    await until(() => starts.length === 2)
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    await until(() => !alive(grandchildren[0]), 2_000)
    expect(alive(grandchildren[0])).toBe(false)
    stopping = true
    await stopProcess(supervised.current)
  })

  it('starts nothing again once the stack is stopping', async () => {
    const starts: ManagedProcess[] = []
    let stopping = false
    const supervised = superviseProcess(starter('setInterval(() => {}, 1000)', starts), { log: () => undefined, stopping: () => stopping, restartDelayMs: 10 })
    stopping = true
    await stopProcess(supervised.current)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(starts).toHaveLength(1)
  })
})
