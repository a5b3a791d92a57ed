import type { Media } from '@dealer/cms-contract'
import { formatDate } from '@dealer/stock/format'
import { mediaPath } from '../ui/media'
import { timeAgoInWords } from './time-ago'

/** A review as the CMS gives it, typed in or imported (the fields a card reads). */
export interface ReviewInput {
  id: number
  customerName: string
  rating: number
  text?: string | null
  reviewDate: string
  /** An uploaded photo: the upload when populated, its id (depth 0) otherwise. */
  image?: number | Media | null
  /** An imported reviewer's profile photo (https://). */
  imageUrl?: string | null
  replyText?: string | null
  replyDate?: string | null
}

/** A date on a card: when (for <time datetime>), dd/mm/yyyy and in words ("3 months ago"). */
export interface CardDate {
  iso: string
  date: string
  inWords: string
}

/** Spec 001 §3's Review, as its card shows it: the words of each date worked out where the page is made. */
export interface ReviewCard {
  id: number
  customerName: string
  /** The reviewer's initials, drawn when there is no photo. */
  initials: string
  /** The reviewer's photo: the upload's thumbnail, or the imported profile photo; null with neither. */
  imageUrl: string | null
  rating: number
  text: string | null
  reviewDate: CardDate | null
  replyText: string | null
  replyDate: CardDate | null
}

/** Up to two initials: first and last word ("Priya K." → "PK", "A Google user" → "AU"); "?" with no letters. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
  const letter = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('en-AU')
  if (words.length === 0) return '?'
  return words.length === 1 ? letter(words[0]) : `${letter(words[0])}${letter(words[words.length - 1])}`
}

function cardDate(iso: string | null | undefined, now: Date): CardDate | null {
  const date = formatDate(iso)
  const inWords = timeAgoInWords(iso, now)
  return iso && date && inWords ? { iso, date, inWords } : null
}

function photoOf(review: ReviewInput): string | null {
  const upload = review.image
  if (upload && typeof upload === 'object') {
    const file = upload.sizes?.thumbnail?.filename ?? upload.filename
    if (file) return mediaPath(file)
  }
  return review.imageUrl && /^https:\/\//i.test(review.imageUrl) ? review.imageUrl : null
}

/** The card of one review on the day `now`. */
export function reviewCardOf(review: ReviewInput, now: Date = new Date()): ReviewCard {
  const replyText = review.replyText?.trim() || null
  return {
    id: review.id,
    customerName: review.customerName,
    initials: initialsOf(review.customerName),
    imageUrl: photoOf(review),
    rating: review.rating,
    text: review.text?.trim() || null,
    reviewDate: cardDate(review.reviewDate, now),
    replyText,
    replyDate: replyText ? cardDate(review.replyDate, now) : null,
  }
}

/** A review or its card: a card is shown as it is; a review (the location page passes the CMS's) is made into one. */
export function asReviewCard(review: ReviewInput | ReviewCard, now: Date = new Date()): ReviewCard {
  return 'initials' in review ? review : reviewCardOf(review, now)
}
