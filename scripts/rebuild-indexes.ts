/**
 * `npm run rebuild-indexes`: imports every site's enabled feed sources now, filling its stock index again (after a
 * restore, or a new search application). Uses DATABASE_URI and the search settings from the environment, else the
 * stack `npm start` runs. The program is cms/src/scripts/rebuild-indexes.ts.
 */
import path from 'node:path'
import { platformEnvironment } from './lib/backup-set'
import { nodeCommand } from './lib/entries'
import { repoRoot } from './lib/paths'
import { runToCompletion } from './lib/processes'

const env = await platformEnvironment('npm run rebuild-indexes')
try {
  await runToCompletion('rebuild-indexes', ...nodeCommand('rebuildIndexes'), { cwd: path.join(repoRoot, 'cms'), env, log: (line) => console.log(line) })
} catch {
  process.exit(1)
}
