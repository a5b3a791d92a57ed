import type { Post } from '@dealer/cms-contract'
import { responsiveImage, type ResponsiveImage } from '@dealer/blocks/ui/media'
import { formatDate } from '@dealer/stock/format'
import { postHref } from './blog-list'

/** A post as a card shows it: the blog list and a car's page. */
export interface PostCard {
  title: string
  href: string
  excerpt: string
  /** dd/mm/yyyy, and the ISO date for the <time> element. */
  date: string | null
  dateTime: string
  image: ResponsiveImage | null
}

export function postCard(post: Post): PostCard {
  return {
    title: post.title,
    href: postHref(post.slug),
    excerpt: post.excerpt,
    date: formatDate(post.publishedAt),
    dateTime: post.publishedAt,
    image: responsiveImage(post.heroImage),
  }
}
