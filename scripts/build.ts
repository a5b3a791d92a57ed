/** `npm run build`: builds the CMS and storefront if their sources changed since the last build. */
import { ensureBuilt } from './lib/build'
import { BUILD_TARGETS } from './lib/stack'

for (const target of BUILD_TARGETS) {
  const built = await ensureBuilt(target, (line) => console.log(line))
  if (!built) console.log(`${target.name}: up to date`)
}
