import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { preactInTheBrowser } from './preact-in-the-browser.ts'

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouter()],
  server: { port: Number(process.env.STOREFRONT_PORT ?? 3000) },
})
