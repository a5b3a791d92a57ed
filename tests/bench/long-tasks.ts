/**
 * The main thread while a page starts, in a phone-sized Chromium with its CPU slowed 4× (as Lighthouse's phone): every
 * task over 50 ms from navigation until the page is quiet, the longest of them, and the blocking time after the first
 * paint (each task's time beyond 50 ms, as TBT counts it, but measured on a really slowed CPU rather than simulated).
 * Lighthouse's TBT on this machine varies from run to run by a factor of two or more (docs/benchmarks.md); this one names
 * the tasks, so a change to hydration can be compared before and after on the same machine.
 *
 * Run against a running stack (`npm start`): `npm run bench:long-tasks` (STOREFRONT_URL, default http://localhost:3000;
 * LONG_TASK_PATHS=/,/search/… for other pages of bayside-toyota; LONG_TASK_RUNS, default 5). Prints the median of
 * the runs per page and the tasks of the median run; asserts nothing. Pages are loaded from this machine only.
 */
import { chromium, type Browser } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { median } from './median'

const base = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const site = process.env.LONG_TASK_SITE ?? 'bayside-toyota'
const origin = `${base.protocol}//${site}.localhost:${base.port}`
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 5)
const CPU_SLOWDOWN = 4
const QUIET_MS = 3000

interface Run {
  fcp: number
  tasks: { start: number; duration: number }[]
  blocking: number
  longest: number
}

async function measure(browser: Browser, path: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = []
      Object.assign(window, { longTasks: tasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(QUIET_MS)
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: (window as unknown as { longTasks: Run['tasks'] }).longTasks,
    }))
    const afterPaint = tasks.filter((task) => task.start >= fcp)
    return {
      fcp,
      tasks,
      blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
    }
  } finally {
    await context.close()
  }
}

const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs.length / 2)]
const ms = (value: number) => `${value.toFixed(0)} ms`

const paths = process.env.LONG_TASK_PATHS?.split(',') ?? ['/', '/search/new-used-and-demo-cars']
// Debian's Chromium with the e2e suite's own flags (tests/playwright.config.ts).
const browser = await chromium.launch(playwrightConfig.use?.launchOptions)
try {
  console.log(`${origin}, CPU slowed ${CPU_SLOWDOWN}×, median of ${RUNS} runs (blocking: each task's time past 50 ms, after the first paint)`)
  for (const path of paths) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, path))
    const typical = medianRun(runs)
    console.log(
      `${path}: blocking ${ms(median(runs.map((run) => run.blocking)))} (runs ${runs.map((run) => run.blocking.toFixed(0)).join(' ')}), longest task ${ms(median(runs.map((run) => run.longest)))}, first paint ${ms(median(runs.map((run) => run.fcp)))}`,
    )
    console.log(`    its tasks: ${typical.tasks.map((task) => `${ms(task.duration)} at ${ms(task.start)}`).join(', ')}`)
  }
} finally {
  await browser.close()
}
