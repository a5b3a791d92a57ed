// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import DeliveryCalculator from './DeliveryCalculator'
import type { DeliveryAnswer } from './delivery'

const IDLE: DeliveryAnswer = { kind: 'idle' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const send = (postcode: string) => {
  fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: postcode } })
  fireEvent.click(screen.getByRole('button', { name: 'Get estimate' }))
}

describe('DeliveryCalculator', () => {
  it('is a GET form to the car’s page, showing the answer the page worked out for its address', () => {
    render(<DeliveryCalculator carPath="/cars/demo" asked={{ kind: 'result', postcode: '4000', price: 149, name: 'Brisbane metro' }} />)
    const form = screen.getByRole('button', { name: 'Get estimate' }).closest('form')!
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/cars/demo#delivery-calculator'])
    expect(screen.getByLabelText('Your postcode')).toHaveProperty('value', '4000')
    expect(screen.getByText(/Delivery to 4000 \(Brisbane metro\)/)).toBeTruthy()
  })

  it('asks for a postcode before calling anything', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    render(<DeliveryCalculator carPath="/cars/demo" asked={IDLE} />)
    send('')
    expect(await screen.findByText('Please enter a postcode.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows loading, then the region and its price', async () => {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    render(<DeliveryCalculator carPath="/cars/demo" asked={IDLE} />)
    send('4000')
    expect(await screen.findByText('Working out the cost…')).toBeTruthy()
    answer(Response.json({ price: 149, name: 'Brisbane metro' }))
    await waitFor(() => expect(screen.getByText(/Delivery to 4000 \(Brisbane metro\)/)).toBeTruthy())
    expect(screen.getByText('$149')).toBeTruthy()
  })

  it("shows the server's message when there is no estimate", async () => {
    const message = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: message }, { status: 404 })),
    )
    render(<DeliveryCalculator carPath="/cars/demo" asked={IDLE} />)
    send('0800')
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy())
  })
})
