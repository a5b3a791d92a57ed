// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderBlocks, type RenderableBlock } from './registry'
import { sampleCar } from '../test-support/fixtures'

afterEach(cleanup)

describe('RenderBlocks', () => {
  it('renders a layout in the order staff arranged it, each block through its own component', () => {
    const blocks: RenderableBlock[] = [
      {
        type: 'featuredStock',
        block: { blockType: 'featuredStock', id: 'a', heading: 'On sale now', carType: 'any', limit: 1 },
        data: { cars: [sampleCar()], searchPath: '/search/new-used-and-demo-cars' },
      },
      { type: 'hero', block: { blockType: 'hero', id: 'b', heading: 'Second block', tone: 'light' }, data: null },
    ]
    render(<RenderBlocks blocks={blocks} />)
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent)
    expect(headings.indexOf('On sale now')).toBeLessThan(headings.indexOf('Second block'))
    expect(screen.getByRole('heading', { level: 1, name: 'Second block' })).toBeTruthy()
  })
})
