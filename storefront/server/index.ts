// The storefront's production server, built with the app into build/server/index.js (vite.config.ts) and run by plain
// `node`. Source maps go on first, so every module of the build loads after them and a stack trace names the
// TypeScript line (the build writes a map beside each file).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.setSourceMapsEnabled(true)
const { startStorefront } = await import('./main')
// The browser's files sit beside this build's server folder: build/client.
await startStorefront({ clientDirectory: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client') })
