// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WarrantyPromo } from './WarrantyPromo'

afterEach(cleanup)

describe('WarrantyPromo', () => {
  it('is a note labelled Warranty with no heading, its icon hidden from assistive technology', () => {
    const { container } = render(<WarrantyPromo promo={{ years: '5-year warranty', plan: null }} />)
    const note = screen.getByRole('note', { name: 'Warranty' })
    expect(note.textContent).toBe('5-year warranty')
    expect(screen.queryByRole('heading')).toBeNull()
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(1)
    expect(icons[0]!.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the extended plan as a second line, linked to its terms when the site gives them', () => {
    render(<WarrantyPromo promo={{ years: '3-year warranty', plan: { text: 'Up to 175,000 km warranty plan', href: '/pages/warranty' } }} />)
    expect(screen.getByText('3-year warranty')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Up to 175,000 km warranty plan' }).getAttribute('href')).toBe('/pages/warranty')
  })

  it('shows an unlinked plan alone, with its icon, when the site gives no years', () => {
    const { container } = render(<WarrantyPromo promo={{ years: null, plan: { text: 'Up to 175,000 km warranty plan', href: null } }} />)
    expect(screen.getByRole('note', { name: 'Warranty' }).textContent).toBe('Up to 175,000 km warranty plan')
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelectorAll('svg')).toHaveLength(1)
  })
})
