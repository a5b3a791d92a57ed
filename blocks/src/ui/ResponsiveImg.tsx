import type { CSSProperties } from 'react'
import type { ResponsiveImage } from './media'

interface ResponsiveImgProps {
  image: ResponsiveImage
  className: string
  /** How wide the image shows at each screen width, so the browser picks the right file from the srcset. */
  sizes: string
  /** Defaults to the upload's own alt text; pass '' where the picture is decoration beside text that names it. */
  alt?: string
  /** The page's main picture (e.g. the first slide): loaded at once, ahead of other images. */
  priority?: boolean
  style?: CSSProperties
}

/** An uploaded image with its srcset and its own width and height, so the browser reserves its space before it loads. */
export function ResponsiveImg({ image, className, sizes, alt = image.alt, priority = false, style }: ResponsiveImgProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      style={style}
    />
  )
}
