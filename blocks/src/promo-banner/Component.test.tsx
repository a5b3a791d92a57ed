// @vitest-environment jsdom
import type { PromoBannerBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { PromoBannerBlockView } from './Component'
import { stubLayoutObservers } from '../../test-support/jsdom-layout'

stubLayoutObservers()
afterEach(cleanup)

const block: PromoBannerBlock = {
  blockType: 'promoBanner',
  id: 'p1',
  features: [
    {
      id: 'f1',
      title: 'Latest offers',
      icon: 'offers',
      text: 'Drive-away deals on new and demo cars this month.',
      link: '/special-offers',
      linkLabel: 'See the offers',
    },
    {
      id: 'f2',
      title: 'Book your service online',
      icon: 'service',
      text: 'Pick a time that suits you, in a minute.',
      link: '/service',
      linkLabel: 'Book a service',
    },
    { id: 'f3', title: 'Sell your car', icon: 'sell', text: 'An instant offer in 2 minutes.', link: '/sell-your-car', linkLabel: 'Get an offer' },
  ],
}

describe('PromoBannerBlockView', () => {
  it('shows each feature as a card with its title as a heading, its text and its link', () => {
    render(<PromoBannerBlockView block={block} data={null} />)
    const banner = screen.getByRole('region', { name: 'Offers and services' })
    const cards = within(banner).getAllByRole('article')
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 2 }).textContent,
        within(card).getByRole('link').textContent,
        within(card).getByRole('link').getAttribute('href'),
      ]),
    ).toEqual([
      ['Latest offers', 'See the offers', '/special-offers'],
      ['Book your service online', 'Book a service', '/service'],
      ['Sell your car', 'Get an offer', '/sell-your-car'],
    ])
    expect(within(cards[2]).getByText('An instant offer in 2 minutes.')).toBeTruthy()
  })

  it('draws an icon per card that screen readers skip', () => {
    render(<PromoBannerBlockView block={block} data={null} />)
    const icons = document.querySelectorAll('svg.block-promo-banner__icon')
    expect(icons).toHaveLength(3)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('is a carousel of one card per view on a small screen: from the server, arrows drawn (disabled until its script runs) and a dot per card', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<PromoBannerBlockView block={block} data={null} />)
    const banner = within(host).getByRole('region', { name: 'Offers and services' })
    expect(banner.getAttribute('aria-roledescription')).toBe('carousel')
    expect(
      within(banner)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect((within(banner).getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(banner).getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(banner).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3)
  })

  it('drops the arrows and dots once every card fits (a plain row on a wide screen)', async () => {
    render(<PromoBannerBlockView block={block} data={null} />)
    // Embla loads after mount; in jsdom (no layout) it measures every card as fitting.
    await waitFor(() => expect(screen.queryAllByRole('button')).toEqual([]))
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('shows a single feature without carousel controls', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<PromoBannerBlockView block={{ ...block, features: block.features.slice(0, 1) }} data={null} />)
    expect(within(host).getAllByRole('article')).toHaveLength(1)
    expect(within(host).queryAllByRole('button')).toEqual([])
  })
})
