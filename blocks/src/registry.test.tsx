// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderBlocks, type RenderableBlock } from './registry'
import { sampleCar } from '../test-support/fixtures'

afterEach(cleanup)

describe('RenderBlocks', () => {
  it('renders a layout in the order staff arranged it, each block through its own component', async () => {
    const blocks: RenderableBlock[] = [
      {
        type: 'featuredStock',
        block: { blockType: 'featuredStock', id: 'a', heading: 'On sale now', carType: 'any', limit: 1 },
        data: { cars: [sampleCar()], searchPath: '/search/new-used-and-demo-cars' },
      },
      { type: 'hero', block: { blockType: 'hero', id: 'b', heading: 'Second block', tone: 'light' }, data: null },
    ]
    // Blocks after the first hydrate when near (HydrateWhenVisible): here, with nothing to watch, at once.
    await act(async () => void render(<RenderBlocks blocks={blocks} />))
    expect(screen.getByRole('heading', { level: 1, name: 'Second block' })).toBeTruthy()
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent)
    expect(headings.indexOf('On sale now')).toBeLessThan(headings.indexOf('Second block'))
  })
})
