import type { ImageSliderBlock } from '@dealer/cms-contract'
import { Carousel } from '../ui/Carousel'
import { responsiveImage, type ResponsiveImage } from '../ui/media'
import { DISCOVER_THE_RANGE } from './texts'
import { ResponsiveImg } from '../ui/ResponsiveImg'

type Slide = ImageSliderBlock['slides'][number]

/**
 * Full-width photos (1440 × 745 frame, cropped to fit) with a name, description and link over each.
 * One photo is just the photo; several are a carousel. Slides whose upload is missing are skipped.
 */
export function ImageSliderBlockView({ block }: { block: ImageSliderBlock; data: null }) {
  const slides = block.slides.flatMap((slide) => {
    const image = responsiveImage(slide.image)
    return image ? [{ slide, image }] : []
  })
  if (slides.length === 0) return null
  const views = slides.map(({ slide, image }, index) => <SlideView key={slide.id ?? index} slide={slide} image={image} first={index === 0} />)
  if (views.length === 1) return <div className="block-image-slider">{views[0]}</div>
  return <Carousel label="Featured ranges" className="block-image-slider" slideClassName="block-image-slider__slide" slides={views} />
}

function SlideView({ slide, image, first }: { slide: Slide; image: ResponsiveImage; first: boolean }) {
  const link = !slide.hideLink && slide.link ? { href: slide.link, label: slide.linkLabel || DISCOVER_THE_RANGE } : null
  const showText = !slide.hideOverlay && Boolean(slide.name || slide.description)
  // "Hide the overlay" hides the name and description from sight; the name stays as a hidden heading
  // so a link left on the photo still has its context for screen-reader users.
  const hiddenHeading = !showText && link && slide.name
  // The crop keeps the point staff marked as the photo's subject in the admin.
  const media = typeof slide.image === 'object' ? slide.image : null
  const objectPosition = media?.focalX != null && media.focalY != null ? `${media.focalX}% ${media.focalY}%` : undefined
  return (
    <div className="block-image-slider__frame">
      <ResponsiveImg
        image={image}
        className="block-image-slider__image"
        sizes="100vw"
        priority={first}
        style={objectPosition ? { objectPosition } : undefined}
      />
      {showText || link ? (
        <div className={showText ? 'block-image-slider__overlay' : 'block-image-slider__overlay block-image-slider__overlay--link-only'}>
          {showText && slide.name ? <h2 className="block-image-slider__name">{slide.name}</h2> : null}
          {hiddenHeading ? <h2 className="visually-hidden">{slide.name}</h2> : null}
          {showText && slide.description ? <p className="block-image-slider__description">{slide.description}</p> : null}
          {link ? (
            <a className="block-image-slider__link" href={link.href}>
              {link.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
