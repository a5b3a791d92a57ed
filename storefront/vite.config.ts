import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { precompressAssets } from './precompress-assets.ts'
import { preactInTheBrowser } from './preact-in-the-browser.ts'

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouter(), precompressAssets()],
  server: { port: Number(process.env.STOREFRONT_PORT ?? 3000) },
})
