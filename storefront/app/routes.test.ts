import { PAGE_READING_FEATURES, RESERVED_FIRST_SEGMENTS, RESERVED_PATHS, pagePathProblem } from '@dealer/cms-contract/page-paths'
import { describe, expect, it } from 'vitest'
import routes from './routes'

/** Every route's path (index routes have none; the catch-all is "*"). */
const paths = routes.flatMap((entry) => (entry.path ? [entry.path] : []))

describe('the route table and the page addresses staff may use (@dealer/cms-contract/page-paths)', () => {
  it('names every first segment the storefront answers: reserved, or a feature that reads the CMS page of its slug', () => {
    const firstSegments = new Set(paths.filter((path) => path !== '*').map((path) => path.split('/')[0]))
    const unnamed = [...firstSegments].filter((segment) => !Object.hasOwn(RESERVED_FIRST_SEGMENTS, segment) && !PAGE_READING_FEATURES.includes(segment))
    // A new route? Add its first segment to RESERVED_FIRST_SEGMENTS (or PAGE_READING_FEATURES when it shows the page of its slug).
    expect(unnamed).toEqual([])
  })

  it("refuses a page at any fixed address a feature route answers under a feature's own segment", () => {
    const shadowed = paths.filter((path) => {
      const [first, ...rest] = path.split('/')
      return PAGE_READING_FEATURES.includes(first) && rest.length > 0 && !rest.some((segment) => segment.startsWith(':') || segment === '*')
    })
    for (const path of shadowed) expect(pagePathProblem(path), path).not.toBeNull()
    // A route with a parameter under a feature's segment (/contact-us/:location) takes every address below it.
    const parameterised = paths.filter((path) => {
      const [first, second] = path.split('/')
      return PAGE_READING_FEATURES.includes(first) && second?.startsWith(':')
    })
    for (const path of parameterised) expect(pagePathProblem(`${path.split('/')[0]}/any-page`), path).not.toBeNull()
    const routeFor = (reserved: string) =>
      reserved.endsWith('/*') ? paths.some((path) => path.startsWith(reserved.slice(0, -1) + ':')) : paths.includes(reserved)
    expect(Object.keys(RESERVED_PATHS).filter((path) => !routeFor(path))).toEqual([])
  })

  it('lets staff keep the feature pages that read their own CMS page', () => {
    for (const slug of PAGE_READING_FEATURES) expect(pagePathProblem(slug), slug).toBeNull()
  })

  it('ends with the catch-all that serves CMS pages', () => {
    expect(paths.at(-1)).toBe('*')
  })
})
