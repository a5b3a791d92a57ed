import { describe, expect, it } from 'vitest'
import { postStructuredData } from './post-structured-data'

const FACTS = {
  url: 'https://www.baysidetoyota.com.au/blog/hilux-towing',
  title: 'Towing with a HiLux',
  description: 'What a HiLux tows.',
  publishedAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-03T01:00:00.000Z',
  imageUrl: 'https://www.baysidetoyota.com.au/media/scene.jpg',
  siteName: 'Bayside Toyota',
  siteUrl: 'https://www.baysidetoyota.com.au',
  about: ['Toyota'],
}

describe('postStructuredData', () => {
  it('describes the post as a BlogPosting by the site, with its dates, picture and makes', () => {
    expect(postStructuredData(FACTS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Towing with a HiLux',
      description: 'What a HiLux tows.',
      url: FACTS.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': FACTS.url },
      datePublished: '2026-11-02T00:00:00.000Z',
      dateModified: '2026-11-03T01:00:00.000Z',
      image: ['https://www.baysidetoyota.com.au/media/scene.jpg'],
      author: { '@type': 'Organization', name: 'Bayside Toyota', url: FACTS.siteUrl },
      publisher: { '@type': 'Organization', name: 'Bayside Toyota', url: FACTS.siteUrl },
      about: [{ '@type': 'Brand', name: 'Toyota' }],
    })
  })

  it('leaves out the picture and the makes when the post has none', () => {
    const data = postStructuredData({ ...FACTS, imageUrl: null, about: [] })
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('about')
  })
})
