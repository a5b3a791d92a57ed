import type { FaqBlock, HeroBlock, SalesCounterBlock } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { fakeReaders } from '../test-support/readers'
import { loadBlocks } from './loaders.server'

describe('loadBlocks', () => {
  it("pairs each block with its own loader's data, in the layout's order, and asks nothing for blocks without data", async () => {
    const now = new Date('2026-11-23T01:02:03Z')
    const faq = [{ id: 1, question: 'Do you take trade-ins?', answer: 'Yes.' }]
    const { readers, calls } = fakeReaders({ now, cms: { faqs: async () => faq as never } })
    const hero: HeroBlock = { blockType: 'hero', heading: 'Welcome', tone: 'brand', id: 'a' } as HeroBlock
    const faqBlock: FaqBlock = { blockType: 'faq', heading: 'Questions', topic: ' finance ', id: 'b' } as FaqBlock
    const counter: SalesCounterBlock = { blockType: 'salesCounter', id: 'c' } as SalesCounterBlock
    const loaded = await loadBlocks([hero, faqBlock, counter], readers)
    expect(loaded.map((entry) => [entry.type, entry.data])).toEqual([
      ['hero', null],
      ['faq', faq],
      ['salesCounter', { renderedAt: '2026-11-23T01:02:03.000Z' }],
    ])
    expect(calls).toEqual([{ reader: 'cms.faqs', args: ['finance'] }])
  })
})
