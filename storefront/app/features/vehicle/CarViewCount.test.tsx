// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CarViewCount, carViewQuery } from './CarViewCount'

const car = { photos_count: 12, created_at: '2026-01-05T01:00:00.000Z', updated_at: '2026-02-10T03:30:00.000Z' }
const carData = (shown: typeof car) => ({ kind: 'car', page: { car: shown } })

function renderCount(fetchAnswer: unknown, carLoader = vi.fn(async () => carData(car))) {
  const fetchMock = vi.fn(async () => Response.json(fetchAnswer))
  vi.stubGlobal('fetch', fetchMock)
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: async () => ({ site: { slug: 'test-motors' } }),
        children: [{ id: 'routes/car', path: 'cars/:slug', loader: carLoader, element: <CarViewCount carPath="/cars/rav4-s123" /> }],
      },
    ],
    {
      initialEntries: ['/cars/rav4-s123'],
      hydrationData: { loaderData: { root: { site: { slug: 'test-motors' } }, 'routes/car': carData(car) } },
    },
  )
  render(<RouterProvider router={router} />)
  return { fetchMock, carLoader }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CarViewCount', () => {
  it("posts the view with the car's version and the site, and shows the count", async () => {
    const { fetchMock, carLoader } = renderCount({ views: 3, stale: false })
    expect(await screen.findByText('Viewed 3 times')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]).toEqual([
      '/cars/rav4-s123/view.json?photos_count=12&updated_at=2026-02-10T03%3A30%3A00.000Z&website_id=test-motors',
      expect.objectContaining({ method: 'POST' }),
    ])
    expect(carLoader).not.toHaveBeenCalled()
  })

  it("loads the page's data again, once, when the server says the page is stale", async () => {
    const { fetchMock, carLoader } = renderCount({ views: 1, stale: true })
    expect(await screen.findByText('Viewed 1 time')).toBeTruthy()
    await waitFor(() => expect(carLoader).toHaveBeenCalledTimes(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('carViewQuery', () => {
  it('is empty when the page knows no car or no site', () => {
    expect(carViewQuery(null, 'test-motors')).toBe('')
    expect(carViewQuery(car, undefined)).toBe('')
    expect(carViewQuery({ ...car, updated_at: null }, 'x')).toBe('photos_count=12&updated_at=2026-01-05T01%3A00%3A00.000Z&website_id=x')
  })
})
