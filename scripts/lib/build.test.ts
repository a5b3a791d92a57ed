import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleNodePrograms } from './build'
import { repoRoot } from './paths'

// A program of ours as `npm run build` compiles one, run by plain node as production runs it. Inside the repository
// (test-results/ is ignored by git), so it resolves the workspace packages and node_modules as a real program does.
const folder = path.join(repoRoot, 'test-results', `bundle-${process.pid}`)
const relative = (file: string) => path.relative(repoRoot, path.join(folder, file))

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('bundleNodePrograms', () => {
  it('compiles our TypeScript in, leaves npm packages to Node, and names the .ts line of an error', async () => {
    fs.mkdirSync(path.join(folder, 'src'), { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'src/program.ts'),
      [
        "import { roundToCents } from '@dealer/stock/money'",
        "import { z } from 'zod'",
        'const rounded: number = roundToCents(10.005)',
        'console.log(`${rounded} ${z.number().parse(rounded)}`)',
        "throw new Error('thrown on line 5 of the source')",
      ].join('\n'),
    )
    await bundleNodePrograms([{ source: relative('src/program.ts'), output: relative('dist/program.js') }], () => undefined)

    const bundle = fs.readFileSync(path.join(folder, 'dist/program.bundle.js'), 'utf8')
    expect(bundle).toContain('function roundToCents(')
    expect(bundle).toMatch(/import \{ z \} from "zod"/)

    const run = await promisify(execFile)(process.execPath, [path.join(folder, 'dist/program.js')]).then(
      () => ({ stdout: '', stderr: 'it did not fail' }),
      (error: { stdout: string; stderr: string }) => error,
    )
    expect(run.stdout.trim()).toBe('10.01 10.01')
    expect(run.stderr).toContain('thrown on line 5 of the source')
    expect(run.stderr).toMatch(/src\/program\.ts:5:7/)
  }, 30_000)
})
