// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HeroBlockView } from './Component'

afterEach(cleanup)

describe('HeroBlockView', () => {
  it('shows the heading as the page heading and the call to action as a link', () => {
    render(
      <HeroBlockView
        block={{
          blockType: 'hero',
          heading: 'Drive away today',
          subheading: 'Over 300 cars',
          tone: 'brand',
          ctaLabel: 'Browse stock',
          ctaHref: '/search/new-used-and-demo-cars',
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Drive away today' })).toBeTruthy()
    expect(screen.getByText('Over 300 cars')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse stock' }).getAttribute('href')).toBe('/search/new-used-and-demo-cars')
  })

  it('shows no button when the link is missing', () => {
    render(<HeroBlockView block={{ blockType: 'hero', heading: 'Welcome', tone: 'dark', ctaLabel: 'Browse stock' }} />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
