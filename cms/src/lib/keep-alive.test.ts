import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { STALLED_AT_START } from './keep-alive'

const keepAlive = path.join(import.meta.dirname, 'keep-alive.ts')

/** Runs `body` in a process of its own under tsx, with importUnlessStalled in scope: it may end the process. */
function run(body: string) {
  const source = `const { importUnlessStalled } = await import(${JSON.stringify(keepAlive)});\n${body}`
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { encoding: 'utf8', timeout: 20_000 })
}

describe('importUnlessStalled', () => {
  it('ends the process with STALLED_AT_START, saying so, when the import makes no progress', () => {
    const result = run(`setInterval(() => {}, 1000); await importUnlessStalled('the outbox worker', () => new Promise(() => {}), 200); console.log('loaded')`)
    expect(result.status).toBe(STALLED_AT_START)
    expect(result.stderr).toContain('the outbox worker stalled loading its modules (no CPU used in 0.2 s)')
    expect(result.stdout).not.toContain('loaded')
  })

  it('waits for an import that keeps working, however long it takes, and stops watching once it is done', () => {
    const busyForAWhile = `() => new Promise((resolve) => { const end = Date.now() + 1000; const spin = () => { const until = Date.now() + 20; while (Date.now() < until); if (Date.now() < end) setTimeout(spin); else resolve('the config') }; spin() })`
    const result = run(
      `const config = await importUnlessStalled('the seed', ${busyForAWhile}, 200); console.log('loaded', config); setTimeout(() => console.log('still here'), 600)`,
    )
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('loaded the config')
    expect(result.stdout).toContain('still here')
  })
})
