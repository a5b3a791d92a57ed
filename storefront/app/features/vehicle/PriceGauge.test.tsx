// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PriceGauge from './PriceGauge'

const gauge = {
  fill: 0.8,
  listing_price: 41_990,
  market_range_min: 40_000,
  market_range_max: 52_000,
  confidence: 0.6,
  description: '$4,000 below the middle of 9 comparable Toyota HiLux listings',
}

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : body, { status })),
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('PriceGauge', () => {
  it('shows a skeleton while loading, then the deal label and the market range', async () => {
    answer(JSON.stringify(gauge))
    render(<PriceGauge carPath="/cars/x" />)
    expect(screen.getByLabelText('Price comparison, loading')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Great Deal')).toBeTruthy())
    expect(screen.getByText('$40,000 – $52,000')).toBeTruthy()
    expect(screen.getByText(gauge.description)).toBeTruthy()
  })

  it('shows nothing for data that fails the rules (confidence 0.2 or less)', async () => {
    answer(JSON.stringify({ ...gauge, confidence: 0.2 }))
    const { container } = render(<PriceGauge carPath="/cars/x" />)
    await waitFor(() => expect(container.innerHTML).toBe(''))
  })

  it('logs "Failed to fetch auto gauge data" with "No data returned" for an empty answer, and shows nothing', async () => {
    answer('', 204)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<PriceGauge carPath="/cars/x" />)
    await waitFor(() => expect(container.innerHTML).toBe(''))
    expect(logged).toHaveBeenCalledWith('Failed to fetch auto gauge data', expect.objectContaining({ message: expect.stringMatching(/No data returned|204/) }))
  })
})
