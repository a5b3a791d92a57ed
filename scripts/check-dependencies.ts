// Checks imports against .dependency-cruiser.cjs, then collapses the module graph to workspace packages and
// fails on any cycle between packages (dependency-cruiser's own `circular` rule only sees module-level cycles:
// blocks → cms/payload-types and cms/payload.config → blocks/configs is a package cycle with no module cycle).
//
//   tsx scripts/check-dependencies.ts [--graph <file>]   (--graph also writes the package graph to <file>)
import { cruise, format, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const ROOT = '(root)'
const workspaces: string[] = JSON.parse(readFileSync('package.json', 'utf8')).workspaces.filter((folder: string) => existsSync(folder))
const targets = [...workspaces, ...['scripts', 'vitest.config.ts'].filter((path) => existsSync(path))]

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
const tsConfigFile = options.tsConfig?.fileName
const result = await cruise(targets, options, {}, { tsConfig: tsConfigFile ? extractTSConfig(tsConfigFile) : undefined })
const cruised = result.output as ICruiseResult

const violations = await format(cruised, { outputType: 'err' })
process.stdout.write(violations.output as string)

/** The workspace folder a repository path belongs to, ROOT for other repository files, null outside the repository. */
function packageOf(path: string): string | null {
  if (path.includes('node_modules/') || path.startsWith('..')) return null
  const folder = path.split('/')[0]
  return workspaces.includes(folder) ? folder : ROOT
}

/** The storefront feature folder (`storefront/app/features/<name>/`) a path is in, or null. */
function featureOf(path: string): string | null {
  return /^storefront\/app\/features\/([^/]+)\//.exec(path)?.[1] ?? null
}

type Edges = Map<string, Map<string, string[]>>

/** The module graph collapsed to groups (group → group → the module imports behind that edge). */
function groupEdges(groupOf: (path: string) => string | null): Edges {
  const edges: Edges = new Map()
  for (const module of cruised.modules) {
    const from = groupOf(module.source)
    if (!from) continue
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve || dependency.coreModule) continue
      const to = groupOf(dependency.resolved)
      if (!to || to === from) continue
      const targets = edges.get(from) ?? new Map<string, string[]>()
      edges.set(from, targets)
      targets.set(to, [...(targets.get(to) ?? []), `${module.source} → ${dependency.resolved}`])
    }
  }
  return edges
}

// Strongly connected components (Tarjan): every component with more than one group is a cycle.
function groupCycles(edges: Edges): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    lowLink.set(node, index.get(node)!)
    stack.push(node)
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!))
      } else if (stack.includes(next)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!))
    }
    if (lowLink.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return cycles
}

/** A graph's edges and its cycles, each cycle with one import behind each of its edges. */
function report(title: string, edges: Edges, cycles: string[][]): string[] {
  const lines = [`${title} imports (from → to: module imports):`]
  for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    for (const [to, imports] of [...targets].sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${from} → ${to}: ${imports.length}`)
  lines.push('', cycles.length ? `${title} cycles (${cycles.length}):` : `${title} cycles: none`)
  for (const cycle of cycles) {
    lines.push(`  ${cycle.join(' ⇄ ')}`)
    for (const from of cycle)
      for (const to of cycle) {
        const imports = edges.get(from)?.get(to)
        if (imports) lines.push(`    ${from} → ${to}, e.g. ${imports[0]}${imports.length > 1 ? ` (+${imports.length - 1} more)` : ''}`)
      }
  }
  return lines
}

const edges = groupEdges(packageOf)
// The storefront's features: one may use another, never both ways round (issue 43).
const featureEdges = groupEdges(featureOf)

const cycles = groupCycles(edges)
const featureCycles = groupCycles(featureEdges)
const summary = [...report('Package', edges, cycles), '', ...report('Storefront feature', featureEdges, featureCycles)].join('\n') + '\n'
process.stdout.write('\n' + summary)

const graphFile = process.argv.indexOf('--graph')
if (graphFile !== -1) {
  const details = [...edges].flatMap(([from, targets]) =>
    [...targets].flatMap(([to, imports]) => [``, `${from} → ${to} (${imports.length}):`, ...imports.map((line) => `  ${line}`)]),
  )
  writeFileSync(process.argv[graphFile + 1], summary + '\nAll cross-package imports:' + details.join('\n') + '\n')
}

if (violations.exitCode > 0 || cycles.length > 0 || featureCycles.length > 0) process.exitCode = 1
