/**
 * Screenshots of each template's home page at phone and desktop widths, for people to look at (design review, issue
 * notes). Run against a running stack (`npm start`): `npm run screenshots` writes screenshots/<site>-<width>.png.
 * Asserts nothing.
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
const SITES = ['bayside-toyota', 'southern-cross', 'outback-edge-4x4']
const WIDTHS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots'
const paths = (process.env.SCREENSHOT_PATHS ?? '/').split(',')

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const site of SITES) {
  for (const viewport of WIDTHS) {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } })
    for (const path of paths) {
      await page.goto(`http://${site}.localhost:${base.port}${path}`, { waitUntil: 'networkidle' })
      const file = `${outDir}/${site}${path === '/' ? '' : path.replace(/\//g, '-')}-${viewport.name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await page.close()
  }
}
await browser.close()
