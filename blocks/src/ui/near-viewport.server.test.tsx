import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrateWhenLoaded, HydrateWhenVisible } from './near-viewport'

// The rules Preact's resumed hydration needs of the server's HTML (near-viewport.tsx): no Suspense boundary markers
// around lazily hydrated content, and that content under one root element.
describe('the server HTML of lazily hydrated parts', () => {
  it('renders a HydrateWhenVisible part in full, under one lazy-root, with no Suspense boundary', () => {
    const html = renderToString(
      <HydrateWhenVisible className="below-fold vehicle-calculators">
        <h2>Calculators</h2>
        <p>Repayments</p>
      </HydrateWhenVisible>,
    )
    expect(html).toBe('<div class="below-fold vehicle-calculators"><div class="lazy-root"><h2>Calculators</h2><p>Repayments</p></div></div>')
  })

  it('renders a HydrateWhenLoaded part in full, under one lazy-root, with no Suspense boundary', () => {
    expect(renderToString(<HydrateWhenLoaded>{<p>Repayments</p>}</HydrateWhenLoaded>)).toBe('<div class="lazy-root"><p>Repayments</p></div>')
  })
})
