// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WatchlistProvider } from '../account/Watchlist'
import type { SavedCarSettings } from '../saved-cars/saved-car-visibility'
import { CarCardActions, type CarCardActionsProps } from './CarCardActions'

const settings = vi.hoisted(() => ({ current: { favourites: true, usedPricedWithImagesOnly: false } as SavedCarSettings }))
vi.mock('../saved-cars/use-saved-car-settings', () => ({ useSavedCarSettings: () => settings.current }))

const car: CarCardActionsProps['car'] = {
  objectID: '4021',
  slug: '2026-toyota-hilux-rogue-4021',
  name: '2026 Toyota HiLux Rogue',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: 'https://img.example/hilux.jpg',
  status: 'in_stock',
  car_type: 'used',
  price: 68990,
}

function card({ signedIn = false, available = true, tradeInHref = null as string | null } = {}) {
  return (
    <MemoryRouter initialEntries={['/search/new-used-and-demo-cars']}>
      <WatchlistProvider signedIn={signedIn} savedCarIds={[]}>
        <article className="car-card">
          <CarCardActions
            car={{ ...car, status: available ? 'in_stock' : 'sold' }}
            available={available}
            leadForms={{ enquiryTitle: 'Enquire Now', terms: null }}
            tradeInHref={tradeInHref}
          />
        </article>
      </WatchlistProvider>
    </MemoryRouter>
  )
}

beforeEach(() => {
  settings.current = { favourites: true, usedPricedWithImagesOnly: false }
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const filledButtons = (container: ParentNode) => container.querySelectorAll('.button--primary')

describe('a result card’s actions (issue 51)', () => {
  it('has one filled button, the enquiry, and trade-in as a text link', () => {
    const { container } = render(card({ tradeInHref: '/cars/trade-in?car_id=4021' }))
    expect(filledButtons(container)).toHaveLength(1)
    expect(filledButtons(container)[0].textContent).toBe('Enquire Now')
    const tradeIn = screen.getByRole('link', { name: `Trade-in: ${car.name}` })
    expect(tradeIn.getAttribute('href')).toBe('/cars/trade-in?car_id=4021')
    expect(tradeIn.classList.contains('button')).toBe(false)
  })

  it('a sold car’s one filled button is Find Me Something Similar, with no heart to save it and no compare', () => {
    const { container } = render(card({ available: false }))
    expect(filledButtons(container)).toHaveLength(1)
    expect(filledButtons(container)[0].textContent).toBe('Find Me Something Similar')
    expect(screen.queryByRole('button', { name: `Save ${car.name}` })).toBeNull()
    expect(screen.queryByRole('button', { name: `Compare ${car.name}` })).toBeNull()
  })

  it('signed out, the heart keeps the car in this device’s favourites: pressed, and named Saved', async () => {
    render(card())
    const heart = screen.getByRole('button', { name: `Save ${car.name}` })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    await act(async () => void fireEvent.click(heart))
    const saved = screen.getByRole('button', { name: `Saved ${car.name}` })
    expect(saved.getAttribute('aria-pressed')).toBe('true')
    expect(JSON.stringify(localStorage)).toContain(car.slug)
    // The menu offers the other way to save it, by name.
    expect(within(document.querySelector('.car-card__menu')!).getByRole('button', { name: /^Save to my watchlist\b.*HiLux Rogue$/ })).toBeTruthy()
  })

  it('before its scripts run, the heart is the watchlist’s form (it works without JavaScript: sign in, then saved)', () => {
    const server = new DOMParser().parseFromString(renderToString(card()), 'text/html')
    const heart = server.querySelector(`button[aria-label="Save ${car.name}"]`)
    expect(heart?.closest('form')?.getAttribute('action')).toBe('/watchlist')
    expect(heart?.closest('form')?.getAttribute('method')).toBe('post')
  })

  it('signed in, the heart is the watchlist; favourites move to the menu, named for what they are', async () => {
    render(card({ signedIn: true }))
    const heart = screen.getByRole('button', { name: `Save ${car.name}` })
    expect(heart.closest('form')?.getAttribute('action')).toBe('/watchlist')
    const favourite = within(document.querySelector('.car-card__menu')!).getByRole('button', { name: /^Favourite on this device\b.*HiLux Rogue$/ })
    await act(async () => void fireEvent.click(favourite))
    expect(favourite.getAttribute('aria-pressed')).toBe('true')
    expect(JSON.stringify(localStorage)).toContain(car.slug)
  })

  it('compare is a toggle named for the car', async () => {
    render(card())
    const compare = screen.getByRole('button', { name: `Compare ${car.name}` })
    expect(compare.getAttribute('aria-pressed')).toBe('false')
    await act(async () => void fireEvent.click(compare))
    expect(compare.getAttribute('aria-pressed')).toBe('true')
  })

  it('on a site without favourites: the heart is the watchlist, and there is no compare and no menu', () => {
    settings.current = { favourites: false, usedPricedWithImagesOnly: false }
    const { container } = render(card())
    expect(screen.getByRole('button', { name: `Save ${car.name}` }).closest('form')).not.toBeNull()
    expect(screen.queryByRole('button', { name: `Compare ${car.name}` })).toBeNull()
    expect(container.querySelector('.car-card__menu')).toBeNull()
  })

  it('keeps the keyboard order: the primary action, then the heart, compare, trade-in and the menu', () => {
    const { container } = render(card({ tradeInHref: '/cars/trade-in?car_id=4021' }))
    const order = [...container.querySelectorAll('a, button, summary')].map((element) =>
      element.tagName === 'SUMMARY' ? 'menu' : (element.getAttribute('aria-label') ?? element.textContent),
    )
    expect(order.slice(0, 4)).toEqual([`Enquire Now: ${car.name}`, `Save ${car.name}`, `Compare ${car.name}`, `Trade-in: ${car.name}`])
    expect(order[4]).toBe('menu')
  })
})
