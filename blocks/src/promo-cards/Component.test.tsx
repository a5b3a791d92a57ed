// @vitest-environment jsdom
import type { PromoCardsBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PromoCardView } from './card'
import { PromoCardsBlockView } from './Component'

afterEach(cleanup)

const block: PromoCardsBlock = { blockType: 'promoCards', id: 'pc1', heading: 'Current offers', shuffle: true, limit: 4 }

const runOut: PromoCardView = {
  id: 7,
  title: 'Run-out sale',
  image: { src: '/media/runout.jpg', srcSet: '/media/runout-768x512.webp 768w, /media/runout.jpg 1200w', width: 1200, height: 800, alt: 'unused' },
  alt: 'Run-out sale: drive away deals on every 2026 HiLux',
  background: null,
  link: '/special-offers',
}
const service: PromoCardView = {
  id: 8,
  title: 'Service specials from $199',
  image: null,
  alt: 'Service specials from $199',
  background: '#0b2545',
  link: '/service',
}
const tyres: PromoCardView = { id: 9, title: 'Free tyre check', image: null, alt: 'Free tyre check', background: '#ffd60a', link: null }
const poster: PromoCardView = { ...runOut, id: 10, alt: 'Open Sunday 9 am to 4 pm', link: null }
const plain: PromoCardView = { id: 11, title: 'Ask about trade-ins', image: null, alt: 'Ask about trade-ins', background: null, link: '/sell-your-car' }

const items = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('PromoCardsBlockView', () => {
  it('shows the cards in the order given, under the heading', () => {
    render(<PromoCardsBlockView block={block} data={{ cards: [service, runOut, tyres] }} />)
    const section = screen.getByRole('region', { name: 'Current offers' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Current offers')
    expect(items().map((item) => item.textContent || item.querySelector('img')!.getAttribute('alt'))).toEqual([
      'Service specials from $199',
      'Run-out sale: drive away deals on every 2026 HiLux',
      'Free tyre check',
    ])
  })

  it('makes an image card a link named by its alt text, the picture sized in advance and loaded lazily', () => {
    render(<PromoCardsBlockView block={block} data={{ cards: [runOut] }} />)
    const link = screen.getByRole('link', { name: 'Run-out sale: drive away deals on every 2026 HiLux' })
    expect(link.getAttribute('href')).toBe('/special-offers')
    const image = within(link).getByRole('img', { name: 'Run-out sale: drive away deals on every 2026 HiLux' })
    expect(image.getAttribute('srcset')).toBe('/media/runout-768x512.webp 768w, /media/runout.jpg 1200w')
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '/media/runout.jpg',
      '1200',
      '800',
      'lazy',
    ])
  })

  it('shows an image card without a link as just its picture', () => {
    render(<PromoCardsBlockView block={block} data={{ cards: [poster] }} />)
    expect(screen.getByRole('img', { name: 'Open Sunday 9 am to 4 pm' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows a card without an image as a panel of its colour with its title, a link when it has one', () => {
    render(<PromoCardsBlockView block={block} data={{ cards: [service, tyres, plain] }} />)
    const serviceLink = screen.getByRole('link', { name: 'Service specials from $199' })
    expect(serviceLink.getAttribute('href')).toBe('/service')
    expect(serviceLink.style.background).toBe('rgb(11, 37, 69)')
    expect(serviceLink.style.color).toBe('rgb(255, 255, 255)')

    // Yellow is too light for white text: the title turns dark.
    const tyrePanel = screen.getByText('Free tyre check').parentElement!
    expect(tyrePanel.tagName).toBe('DIV')
    expect(tyrePanel.style.background).toBe('rgb(255, 214, 10)')
    expect(tyrePanel.style.color).toBe('rgb(26, 29, 33)')

    // No colour of its own: the brand colour, with white text like the site header.
    const plainLink = screen.getByRole('link', { name: 'Ask about trade-ins' })
    expect(plainLink.style.background).toBe('var(--brand)')
    expect(plainLink.style.color).toBe('rgb(255, 255, 255)')
  })

  it('ignores a background that is not a plain hex colour, rather than put it in the page', () => {
    render(<PromoCardsBlockView block={block} data={{ cards: [{ ...plain, background: 'red; position: fixed' }] }} />)
    const link = screen.getByRole('link', { name: 'Ask about trade-ins' })
    expect(link.style.background).toBe('var(--brand)')
    expect(link.style.position).toBe('')
  })

  it('is called "Offers" for screen readers when it has no heading', () => {
    for (const heading of [null, undefined, '', '  ']) {
      render(<PromoCardsBlockView block={{ ...block, heading }} data={{ cards: [service] }} />)
      expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy()
      expect(screen.queryByRole('heading')).toBeNull()
      cleanup()
    }
  })

  it('shows nothing without cards', () => {
    const { container } = render(<PromoCardsBlockView block={block} data={{ cards: [] }} />)
    expect(container.innerHTML).toBe('')
  })
})
