import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text the browser fetches from /assets; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/

/**
 * Issue 25: the client build's assets compressed once, at build time, at the highest levels (brotli 11, gzip 9), beside
 * each file as `.br` and `.gz`. The server sends the one the browser accepts (server/app.ts, express-static-gzip) instead of
 * compressing the same file again on every request.
 */
export function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'dealer:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir)
    },
    async closeBundle(error) {
      // A failed build has no assets to compress; failing here too would hide the build's own error behind ENOENT.
      if (error) return
      const assets = path.join(outDir, 'assets')
      const files = (await fs.readdir(assets)).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name)
          const content = await fs.readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
