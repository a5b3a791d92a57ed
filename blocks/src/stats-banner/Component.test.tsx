// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StatsBannerBlockView } from './Component'

afterEach(cleanup)

describe('StatsBannerBlockView', () => {
  it('lists each figure with its label, in order', () => {
    const stats = [
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years Est.' },
    ]
    render(<StatsBannerBlockView block={{ blockType: 'statsBanner', stats }} data={null} />)
    const items = within(screen.getByRole('region', { name: 'At a glance' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['50+ Locations', '40+ Brands', '30+ Years Est.'])
  })
})
