import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, wherever the command was started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const dataRoot = path.join(repoRoot, '.data')
