import type { Media } from '@dealer/cms-contract'
import { describe, expect, it } from 'vitest'
import { mediaPath, responsiveImage } from './media'

const upload: Media = {
  id: 7,
  alt: 'A HiLux with a bull bar on a beach track',
  filename: 'hilux bar.jpg',
  width: 2400,
  height: 1600,
  updatedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  sizes: {
    thumbnail: { filename: 'hilux bar-400x267.webp', width: 400, height: 267 },
    card: { filename: 'hilux bar-768x512.webp', width: 768, height: 512 },
    hero: { filename: 'hilux bar-1600x1067.webp', width: 1600, height: 1067 },
  },
}

describe('responsiveImage', () => {
  it('serves every size from the storefront, narrowest first, with the original as the widest', () => {
    expect(responsiveImage(upload)).toEqual({
      src: '/media/hilux%20bar.jpg',
      srcSet:
        '/media/hilux%20bar-400x267.webp 400w, /media/hilux%20bar-768x512.webp 768w, /media/hilux%20bar-1600x1067.webp 1600w, /media/hilux%20bar.jpg 2400w',
      width: 2400,
      height: 1600,
      alt: 'A HiLux with a bull bar on a beach track',
    })
  })

  it('skips sizes not made (an original narrower than a size is never enlarged)', () => {
    const small = responsiveImage({
      ...upload,
      width: 500,
      height: 300,
      sizes: { thumbnail: { filename: 'small-400x240.webp', width: 400, height: 240 }, card: { filename: null, width: null } },
    })
    expect(small?.srcSet).toBe('/media/small-400x240.webp 400w, /media/hilux%20bar.jpg 500w')
  })

  it('lists a width once: an original as wide as a size gives way to the resized copy', () => {
    const exact = responsiveImage({ ...upload, width: 1600, height: 1067 })
    expect(exact?.srcSet).toBe('/media/hilux%20bar-400x267.webp 400w, /media/hilux%20bar-768x512.webp 768w, /media/hilux%20bar-1600x1067.webp 1600w')
    expect(exact?.src).toBe('/media/hilux%20bar.jpg')
  })

  it('is null for an empty or unpopulated upload field', () => {
    expect(responsiveImage(null)).toBeNull()
    expect(responsiveImage(7)).toBeNull()
  })

  it('escapes file names so a name can’t leave the media path', () => {
    expect(mediaPath('../../etc/passwd')).toBe('/media/..%2F..%2Fetc%2Fpasswd')
  })
})
