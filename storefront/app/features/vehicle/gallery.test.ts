import { describe, expect, it } from 'vitest'
import {
  autoplayAddress,
  isEmbeddableVideo,
  photoAlt,
  photoIndexNear,
  photoLoading,
  showsThumbnailStrip,
  slideCounter,
  slideIndexOfPhoto,
  slidesWithVideo,
  VIDEO_EMBED_PREFIX,
  wrapIndex,
  type GalleryImage,
  type GallerySlide,
} from './gallery'

const photos = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({ image: { url: `/p/${index + 1}.svg`, thumb: { url: `/t/${index + 1}.svg` } } }))
/** Each slide as "p1", "p2"… or "video". */
const order = (slides: GallerySlide[]) => slides.map((slide) => (slide.kind === 'video' ? 'video' : `p${slide.photoIndex + 1}`))
const youtube = `${VIDEO_EMBED_PREFIX}abc123`

describe('slidesWithVideo', () => {
  it('puts the video second by default', () => {
    expect(order(slidesWithVideo(photos(4), youtube))).toEqual(['p1', 'video', 'p2', 'p3', 'p4'])
  })

  it('puts the video first, in the middle or last as the site chooses', () => {
    expect(order(slidesWithVideo(photos(4), youtube, 'start'))).toEqual(['video', 'p1', 'p2', 'p3', 'p4'])
    expect(order(slidesWithVideo(photos(4), youtube, 'middle'))).toEqual(['p1', 'p2', 'video', 'p3', 'p4'])
    expect(order(slidesWithVideo(photos(5), youtube, 'middle'))).toEqual(['p1', 'p2', 'video', 'p3', 'p4', 'p5'])
    expect(order(slidesWithVideo(photos(4), youtube, 'end'))).toEqual(['p1', 'p2', 'p3', 'p4', 'video'])
  })

  it('is just the photos when the car has no video (or a blank address)', () => {
    expect(order(slidesWithVideo(photos(3), null))).toEqual(['p1', 'p2', 'p3'])
    expect(order(slidesWithVideo(photos(3), '  '))).toEqual(['p1', 'p2', 'p3'])
  })

  it('is just the video for a car with no photos', () => {
    expect(order(slidesWithVideo([], youtube, 'second'))).toEqual(['video'])
  })

  it('carries each photo’s address and thumbnail, and whether the video can be embedded', () => {
    const [first, video] = slidesWithVideo(photos(1), '/videos/walk.mp4', 'end')
    expect(first).toEqual({ kind: 'photo', photoIndex: 0, url: '/p/1.svg', thumbUrl: '/t/1.svg' })
    expect(video).toEqual({ kind: 'video', url: '/videos/walk.mp4', embeddable: false })
  })
})

describe('isEmbeddableVideo', () => {
  it('embeds only addresses that start with the embed prefix', () => {
    expect(isEmbeddableVideo('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true)
    expect(isEmbeddableVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false)
    expect(isEmbeddableVideo('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isEmbeddableVideo('https://cdn.example.com/embed/https://www.youtube.com/embed/x')).toBe(false)
    expect(isEmbeddableVideo('/videos/walkaround.mp4')).toBe(false)
  })
})

describe('autoplayAddress', () => {
  it('adds autoplay to the embed address, keeping its own options', () => {
    expect(autoplayAddress(`${VIDEO_EMBED_PREFIX}abc`)).toBe(`${VIDEO_EMBED_PREFIX}abc?autoplay=1`)
    expect(autoplayAddress(`${VIDEO_EMBED_PREFIX}abc?rel=0`)).toBe(`${VIDEO_EMBED_PREFIX}abc?rel=0&autoplay=1`)
  })
})

describe('showsThumbnailStrip', () => {
  it('needs more than 3 photos and the car in stock', () => {
    expect(showsThumbnailStrip(3, true)).toBe(false)
    expect(showsThumbnailStrip(4, true)).toBe(true)
    expect(showsThumbnailStrip(12, false)).toBe(false)
  })
})

describe('photoLoading', () => {
  it('loads the first photo at once and first, the second at once, and the rest lazily', () => {
    expect([0, 1, 2, 11].map(photoLoading)).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: undefined },
      { loading: 'lazy', fetchPriority: undefined },
      { loading: 'lazy', fetchPriority: undefined },
    ])
  })
})

describe('photoAlt', () => {
  it('names the car and the photo’s place', () => {
    expect(photoAlt('2024 Toyota HiLux SR5', 1, 12)).toBe('2024 Toyota HiLux SR5, photo 2 of 12')
  })
})

describe('slideCounter', () => {
  it('counts photos, not slides, and calls the video slide "Video"', () => {
    const slides = slidesWithVideo(photos(12), youtube, 'second')
    expect(slideCounter(slides, 0)).toEqual({ shown: '1 / 12', spoken: 'Photo 1 of 12' })
    expect(slideCounter(slides, 1)).toEqual({ shown: 'Video', spoken: 'Video' })
    expect(slideCounter(slides, 2)).toEqual({ shown: '2 / 12', spoken: 'Photo 2 of 12' })
    expect(slideCounter(slides, 12)).toEqual({ shown: '12 / 12', spoken: 'Photo 12 of 12' })
  })
})

describe('moving between slides and photos', () => {
  const slides = slidesWithVideo(photos(3), youtube, 'second') // p1, video, p2, p3

  it('finds the slide showing a photo', () => {
    expect([0, 1, 2].map((photo) => slideIndexOfPhoto(slides, photo))).toEqual([0, 2, 3])
  })

  it('opens full screen on the photo shown, or the one after the video (before it when the video is last)', () => {
    expect([0, 1, 2, 3].map((slide) => photoIndexNear(slides, slide))).toEqual([0, 1, 1, 2])
    expect(photoIndexNear(slidesWithVideo(photos(2), youtube, 'end'), 2)).toBe(1)
  })
})

describe('wrapIndex', () => {
  it('wraps round both ends', () => {
    expect([-1, 0, 11, 12, 25].map((index) => wrapIndex(index, 12))).toEqual([11, 0, 11, 0, 1])
    expect(wrapIndex(3, 0)).toBe(0)
  })
})
