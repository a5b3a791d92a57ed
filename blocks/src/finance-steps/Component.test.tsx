// @vitest-environment jsdom
import type { FinanceStepsBlock } from '@dealer/cms-contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FinanceStepsBlockView } from './Component'

afterEach(cleanup)

// Spec 001 §2: "apply online in minutes; get pre-approved with a personalised rate; purchase the car."
const block: FinanceStepsBlock = {
  blockType: 'financeSteps',
  id: 'f1',
  heading: 'Finance in three easy steps',
  steps: [
    { id: 's1', title: 'Apply online', text: 'Apply online in minutes.' },
    { id: 's2', title: 'Get pre-approved', text: 'Get pre-approved with a personalised rate.' },
    { id: 's3', title: 'Purchase your car', text: 'Choose your car and drive away.' },
  ],
  ctaLabel: 'Apply now',
  ctaLink: '/finance#finance-form',
}

describe('FinanceStepsBlockView', () => {
  it('shows the three steps as an ordered list of panels numbered 1, 2, 3, each titled with an h3', () => {
    render(<FinanceStepsBlockView block={block} data={null} />)
    const section = screen.getByRole('region', { name: 'Finance in three easy steps' })
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Finance in three easy steps')

    const list = within(section).getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps.map((step) => step.querySelector('.block-finance-steps__number')!.textContent)).toEqual(['1', '2', '3'])
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Apply online', 'Get pre-approved', 'Purchase your car'])
    expect(within(steps[1]).getByText('Get pre-approved with a personalised rate.')).toBeTruthy()
    // The number is read out with its step, not hidden from screen readers.
    expect(steps[0].textContent).toBe('1Apply onlineApply online in minutes.')
    expect(steps[0].querySelector('[aria-hidden="true"]')).toBeNull()
  })

  it('ends with the button when it has a label and a link', () => {
    render(<FinanceStepsBlockView block={block} data={null} />)
    const link = screen.getByRole('link', { name: 'Apply now' })
    expect(link.getAttribute('href')).toBe('/finance#finance-form')
    expect(link.classList.contains('button--primary')).toBe(true)
  })

  it('shows no button unless both the label and the link are set', () => {
    for (const cta of [
      { ctaLabel: null, ctaLink: '/finance#finance-form' },
      { ctaLabel: 'Apply now', ctaLink: null },
      { ctaLabel: '  ', ctaLink: '/finance' },
      { ctaLabel: undefined, ctaLink: undefined },
    ]) {
      render(<FinanceStepsBlockView block={{ ...block, ...cta }} data={null} />)
      expect(screen.queryByRole('link')).toBeNull()
      cleanup()
    }
  })
})
