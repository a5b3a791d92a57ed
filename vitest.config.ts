import { defineConfig } from 'vitest/config'

const packages = '{stock,stock-import,outbound,ops,geo,cms-contract,blocks,cms,search,seed,storefront,scripts}'

export default defineConfig({
  test: {
    projects: [
      {
        // Pure code and components: no servers needed. A development deployment (simulators allowed), as `npm start` is;
        // a test of production's refusals passes its own environment.
        test: {
          name: 'unit',
          include: [`${packages}/**/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          // The servers under test log only what goes wrong: a passing run's output stays the tests'.
          env: { DEALER_ENV: 'development', LOG_LEVEL: 'warn' },
        },
      },
      {
        // Against the running stack that `npm test` starts (STOREFRONT_URL, CMS_URL, SEARCH_URL, DATABASE_URI).
        test: {
          name: 'integration',
          include: [`{${packages.slice(1, -1)},tests}/**/*.int.test.ts`],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
