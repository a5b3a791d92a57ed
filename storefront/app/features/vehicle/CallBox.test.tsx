// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallBox } from './CallBox'
import { captureBrowserEvents } from '../../../test-support/capture-browser-events'

const phone = { display: '(07) 3821 5000', masked: '(07) **** ****', href: 'tel:+61738215000', revealed: false }
let sent: Array<Record<string, unknown>> = []
beforeEach(() => {
  sent = captureBrowserEvents()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CallBox', () => {
  it('shows the number masked until asked, then a link to call it, recording the reveal (event 25)', () => {
    render(<CallBox phone={phone} carId="42" />)
    expect(screen.queryByText('(07) 3821 5000')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /show the dealer's phone number/ }))
    const link = screen.getByRole('link', { name: /Call Now/ })
    expect(link.getAttribute('href')).toBe('tel:+61738215000')
    expect(link.textContent).toContain('(07) 3821 5000')
    expect(sent).toEqual([expect.objectContaining({ event: 'call-clicked', carId: '42' })])
  })

  it('starts revealed on sites that show the number, recording the call when tapped', () => {
    render(<CallBox phone={{ ...phone, revealed: true }} carId="42" />)
    fireEvent.click(screen.getByRole('link', { name: /Call Now/ }))
    expect(sent).toEqual([expect.objectContaining({ event: 'call-clicked' })])
  })

  it('only logs when the reveal cannot be recorded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<CallBox phone={phone} carId="42" />)
    fireEvent.click(screen.getByRole('button', { name: /show the dealer's phone number/ }))
    expect(screen.getByRole('link', { name: /Call Now/ })).toBeTruthy()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    warn.mockRestore()
  })
})
