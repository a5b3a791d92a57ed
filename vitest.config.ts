import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{blocks,cms,search,seed,storefront,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/build/**', '**/.next/**'],
    environment: 'node',
  },
})
