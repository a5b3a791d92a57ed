import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { precompressAssets } from './precompress-assets.ts'
import { preactInTheBrowser } from './preact-in-the-browser.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInTheBrowser(), reactRouter(), precompressAssets()],
  server: { port: Number(process.env.STOREFRONT_PORT ?? 3000) },
  // The server build is the whole production server, the Express app with React Router's build inside it
  // (server/index.ts → build/server/index.js, run by plain `node`), with source maps so a stack trace names the source.
  build: isSsrBuild ? { sourcemap: true, rollupOptions: { input: './server/index.ts' } } : undefined,
}))
