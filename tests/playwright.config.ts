import { defineConfig } from '@playwright/test'
import { shopperProxyPort } from './e2e/shopper-proxy'

/**
 * Runs against the stack that `npm test` starts (STOREFRONT_URL, CMS_URL). Chromium is Debian's: the
 * project cannot download Playwright's own browser builds here. The browser reaches the stack through the shopper
 * proxy (e2e/shopper-proxy.ts), loopback included, so each test is a shopper of its own address.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  globalSetup: './e2e/shopper-proxy.ts',
  use: {
    launchOptions: {
      // The browser only: the tests' own API requests (staff reading records back) go straight to the CMS.
      proxy: { server: `http://127.0.0.2:${shopperProxyPort()}`, bypass: '<-loopback>' },
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
})
