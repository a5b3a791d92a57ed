// @vitest-environment jsdom
import type { ProductGridBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProductGridBlockView } from './Component'
import type { ProductTile } from './tiles'

afterEach(cleanup)

const block: ProductGridBlock = { blockType: 'productGrid', id: 'p1', heading: 'Shop our range' }

const tiles: ProductTile[] = [
  {
    title: 'Bull bars',
    summary: 'Steel and alloy bars, ADR compliant and airbag rated.',
    href: '/pages/bull-bars',
    image: {
      src: '/media/bar.jpg',
      srcSet: '/media/bar-400x300.webp 400w, /media/bar.jpg 1200w',
      width: 1200,
      height: 900,
      alt: 'A black bull bar on a HiLux',
    },
  },
  { title: 'Winches', summary: null, href: '/pages/winches', image: null },
  { title: 'Roof racks', summary: 'Platforms and bars for every ute.', href: '/pages/roof-racks', image: null },
]

describe('ProductGridBlockView', () => {
  it('lists the products in order under the heading, each title a link to its page', () => {
    render(<ProductGridBlockView block={block} data={{ tiles }} />)
    const section = screen.getByRole('region', { name: 'Shop our range' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Shop our range')
    const items = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Bull bars', 'Winches', 'Roof racks'])
    // One link per tile, named by the product alone.
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Bull bars', '/pages/bull-bars'],
      ['Winches', '/pages/winches'],
      ['Roof racks', '/pages/roof-racks'],
    ])
    expect(within(items[0]).getByText('Steel and alloy bars, ADR compliant and airbag rated.')).toBeTruthy()
    expect(items[1].querySelector('p')).toBeNull()
  })

  it('shows the picture with its size reserved and loaded lazily, and a placeholder where there is none', () => {
    const { container } = render(<ProductGridBlockView block={block} data={{ tiles }} />)
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(1)
    const image = images[0]
    expect(image.getAttribute('src')).toBe('/media/bar.jpg')
    expect(image.getAttribute('srcset')).toBe('/media/bar-400x300.webp 400w, /media/bar.jpg 1200w')
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading'), image.getAttribute('alt')]).toEqual([
      '1200',
      '900',
      'lazy',
      '',
    ])

    const placeholders = container.querySelectorAll('.block-product-grid__placeholder')
    expect(placeholders).toHaveLength(2)
    for (const placeholder of placeholders) expect(placeholder.getAttribute('aria-hidden')).toBe('true')
    // Nothing in a tile is announced as an image: the title says what it is.
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('shows nothing without products', () => {
    const { container } = render(<ProductGridBlockView block={block} data={{ tiles: [] }} />)
    expect(container.innerHTML).toBe('')
  })
})
