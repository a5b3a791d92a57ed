// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BrandGridBlockView } from './Component'

afterEach(cleanup)

const block = { blockType: 'brandGrid' as const, id: 'g1', grid: 4 }

describe('BrandGridBlockView', () => {
  it('shows a titled list of 76×65 logo tiles, each a link named by its brand', () => {
    render(
      <BrandGridBlockView
        block={block}
        data={{
          title: 'Truck Brands',
          tiles: [
            { name: 'Fuso', href: '/fuso/overview', logo: '/brands/generic.svg' },
            { name: 'Hino', href: '/hino/overview', logo: 'https://cdn.example.com/hino.svg' },
          ],
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Truck Brands' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fuso', '/fuso/overview'],
      ['Hino', '/hino/overview'],
    ])
    const logo = section.querySelector('img')!
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['76', '65', ''])
  })

  it('shows a brand with nowhere to go as its logo and name, not a link', () => {
    render(<BrandGridBlockView block={block} data={{ title: 'Truck Brands', tiles: [{ name: 'Iveco', href: null, logo: '/brands/generic.svg' }] }} />)
    const section = screen.getByRole('region', { name: 'Truck Brands' })
    expect(within(section).queryAllByRole('link')).toEqual([])
    expect(within(section).getByText('Iveco')).toBeTruthy()
  })

  it('shows nothing for a grid that is gone or empty', () => {
    const { container } = render(<BrandGridBlockView block={block} data={null} />)
    expect(container.innerHTML).toBe('')
  })
})
