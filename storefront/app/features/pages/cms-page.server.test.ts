import { describe, expect, it } from 'vitest'
import { cmsPagePath, pageHeading } from './cms-page.server'

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

describe('cmsPagePath', () => {
  it('reads one or more lower-case parts, a trailing slash tolerated', () => {
    expect(cmsPagePath('about-us')).toBe('about-us')
    expect(cmsPagePath('about-us/careers/')).toBe('about-us/careers')
    expect(cmsPagePath('toyota/overview')).toBe('toyota/overview')
  })

  it('is no page for the front page’s own path, odd characters, empty parts or too many parts', () => {
    for (const splat of ['home', 'home/', 'About-Us', 'about us', 'a//b', '', '/', 'a/b/c/d/e/f', 'x.php', '%2e%2e']) {
      expect(cmsPagePath(splat), splat).toBeNull()
    }
  })
})
