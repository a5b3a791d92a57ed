import type { Profiler } from 'node:inspector'
import { describe, expect, it } from 'vitest'
import { cpuByCategory, OTHER } from './cpu-profile'

/** A profile from a call tree, [functionName, url, children], and samples of its nodes (by position, 1-based) a ms apart. */
type Tree = [string, string, Tree[]?]
function profileOf(root: Tree, sampled: number[]): Profiler.Profile {
  const nodes: Profiler.ProfileNode[] = []
  const add = ([functionName, url, children = []]: Tree): number => {
    const node: Profiler.ProfileNode = { id: nodes.length + 1, callFrame: { functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 } }
    nodes.push(node)
    node.children = children.map(add)
    return node.id
  }
  add(root)
  return { nodes, startTime: 0, endTime: sampled.length * 1000, samples: sampled, timeDeltas: sampled.map(() => 1000) }
}

const categories = [
  { name: 'render', pattern: /^performWork .*react-dom/ },
  { name: 'compression', pattern: /^compressOnce / },
  { name: 'garbage collection', pattern: /^\(garbage collector\)/ },
]

describe('cpuByCategory', () => {
  // 1 (root) > 2 middleware > 3 compressOnce > 4 processChunkSync; 1 > 5 performWork > 6 CarCard > 7 compressOnce;
  // 1 > 8 (garbage collector); 1 > 9 (idle); 1 > 10 parserOnIncoming
  const profile = profileOf(
    [
      '(root)',
      '',
      [
        ['middleware', 'file:///build/server.js', [['compressOnce', 'file:///build/server.js', [['processChunkSync', 'node:zlib']]]]],
        ['performWork', 'file:///node_modules/react-dom/server.js', [['CarCard', 'file:///build/CarCard.js', [['compressOnce', 'file:///build/server.js']]]]],
        ['(garbage collector)', ''],
        ['(idle)', ''],
        ['parserOnIncoming', 'node:_http_server'],
      ],
    ],
    [4, 4, 3, 6, 7, 5, 8, 9, 9, 9, 10, 2],
  )

  it('counts each sample for the outermost frame of its stack that names a category, and the rest as other', () => {
    const totals = cpuByCategory(profile, categories)
    // 4, 4, 3 compress; 6, 7, 5 run inside the render (7 compresses, but within it); 10 and 2 are neither.
    expect(Object.fromEntries(totals)).toEqual({ compression: 3, render: 3, 'garbage collection': 1, [OTHER]: 1 })
  })

  it('leaves idle time out', () => {
    const totals = cpuByCategory(profile, [])
    // Twelve samples, the last without a successor (no time), three idle: eight ms of work.
    expect(totals.get(OTHER)).toBe(8)
  })
})
