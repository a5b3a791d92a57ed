// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleCar } from '../../test-support/fixtures'
import { FeaturedStockBlockView } from './Component'

afterEach(cleanup)

const block = { blockType: 'featuredStock' as const, id: 'b1', heading: 'Latest utes', carType: 'used' as const, limit: 4 }

describe('FeaturedStockBlockView', () => {
  it('lists each car as a card linking to its vehicle page, with an en-AU price', () => {
    render(
      <FeaturedStockBlockView
        block={block}
        data={{
          cars: [sampleCar(), sampleCar({ objectID: '1002', slug: 'mazda-bt-50-m2', name: '2022 Mazda BT-50 XT', price: 41500 })],
          searchPath: '/search/used-cars',
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Latest utes' })
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]).getByRole('link', { name: '2023 Toyota HiLux SR5' }).getAttribute('href')).toBe('/cars/2023-toyota-hilux-sr5-t10001')
    expect(within(cards[1]).getByText('$41,500')).toBeTruthy()
    expect(within(cards[0]).getByText('23,456 km')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/search/used-cars')
  })

  it('says so when no car matches', () => {
    render(<FeaturedStockBlockView block={block} data={{ cars: [], searchPath: '/search/used-cars' }} />)
    expect(screen.getByText(/No cars match right now/)).toBeTruthy()
  })
})
