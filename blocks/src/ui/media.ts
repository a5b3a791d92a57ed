import type { Media } from '@dealer/cms-contract'

/**
 * Uploaded images as shoppers' browsers load them: from the storefront's own origin (/media/<file>,
 * which the storefront serves from the CMS), with every resized copy in a srcset and the original's
 * size so the browser reserves the space before the image arrives.
 */
export interface ResponsiveImage {
  src: string
  srcSet: string | undefined
  width: number | undefined
  height: number | undefined
  alt: string
}

const MEDIA_PATH_PREFIX = '/media/'

export function mediaPath(filename: string): string {
  return `${MEDIA_PATH_PREFIX}${encodeURIComponent(filename)}`
}

/** The image for an upload field's value; null when the field is empty or not populated. */
export function responsiveImage(media: number | Media | null | undefined): ResponsiveImage | null {
  if (media == null || typeof media === 'number' || !media.filename) return null
  const candidates = [
    ...Object.values(media.sizes ?? {}).flatMap((size) => (size?.filename && size.width ? [{ path: mediaPath(size.filename), width: size.width }] : [])),
    ...(media.width ? [{ path: mediaPath(media.filename), width: media.width }] : []),
  ]
    .sort((a, b) => a.width - b.width)
    // A size as wide as the original (an upload exactly 1600 wide) is one width twice, which a srcset may not hold: the
    // resized copy stays (the sort keeps the sizes first), as it is the smaller file.
    .filter((candidate, index, sorted) => index === 0 || sorted[index - 1].width !== candidate.width)
  return {
    src: mediaPath(media.filename),
    srcSet: candidates.length > 1 ? candidates.map((candidate) => `${candidate.path} ${candidate.width}w`).join(', ') : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alt,
  }
}
