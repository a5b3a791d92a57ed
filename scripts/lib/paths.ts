import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository root, wherever the command was started from: the nearest folder above this module with the
 * workspaces' package.json (this module runs from scripts/lib/ under tsx, and bundled into scripts/dist/).
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))
export const dataRoot = path.join(repoRoot, '.data')

function findRepoRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json')
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return folder
    if (folder === path.dirname(folder)) throw new Error(`no workspace root above ${from}`)
  }
}
