import type { Profiler } from 'node:inspector'

/** A kind of work, named by the frames that do it: a frame matches when `pattern` finds its "function url" text. */
export interface CpuCategory {
  name: string
  pattern: RegExp
}

/** What a sample is counted as when no frame of its stack matches a category. */
export const OTHER = 'other'

/** V8's own names for time spent in no JavaScript: waiting, and collecting garbage. */
const IDLE = '(idle)'

/**
 * The CPU time of a V8 profile (`node --cpu-prof`), in ms, by category: each sample counts for the outermost frame of its
 * stack that matches one (a render calls our components: they count as the render), else as OTHER. Idle time is left out.
 */
export function cpuByCategory(profile: Profiler.Profile, categories: readonly CpuCategory[]): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

  const categoryOf = new Map<number, string>()
  const categorise = (id: number): string => {
    const known = categoryOf.get(id)
    if (known !== undefined) return known
    const parent = parents.get(id)
    const outer = parent === undefined ? OTHER : categorise(parent)
    const { functionName, url } = nodes.get(id)!.callFrame
    const own = categories.find(({ pattern }) => pattern.test(`${functionName} ${url}`))?.name
    const category = outer !== OTHER ? outer : (own ?? OTHER)
    categoryOf.set(id, category)
    return category
  }

  const totals = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i])
    if (!node || node.callFrame.functionName === IDLE) continue
    const category = categorise(samples[i])
    // A sample lasts until the next one is taken: the next sample's delta.
    totals.set(category, (totals.get(category) ?? 0) + (deltas[i + 1] ?? 0) / 1000)
  }
  return totals
}
