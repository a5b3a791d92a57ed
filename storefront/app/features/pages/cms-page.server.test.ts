import { describe, expect, it } from 'vitest'
import { pageHeading } from './cms-page.server'

describe('pageHeading', () => {
  it('leaves the h1 to a hero block', () => {
    expect(pageHeading([{ blockType: 'richText' }, { blockType: 'hero' }], 'About us')).toBeNull()
  })

  it("shows the page's title above blocks that have no h1 of their own", () => {
    expect(pageHeading([{ blockType: 'callToAction' }], 'Winter service')).toEqual({ text: 'Winter service', visible: true })
  })

  it('keeps the title for screen readers only under an opening image slider', () => {
    expect(pageHeading([{ blockType: 'imageSlider' }, { blockType: 'welcome' }], 'Outback Edge 4x4')).toEqual({ text: 'Outback Edge 4x4', visible: false })
  })
})
