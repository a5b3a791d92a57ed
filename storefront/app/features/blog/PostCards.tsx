import { ResponsiveImg } from '@dealer/blocks/ui/ResponsiveImg'
import { Link } from 'react-router'
import type { PostCard } from './post-card'

/** Three across on wide screens, one on phones. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'

/**
 * Post cards: the picture, the date, the title as the link, the excerpt. The picture is decoration beside the title
 * that names the post, so it has no alt text and the card has one link.
 */
export function PostCards({ posts, headingLevel }: { posts: readonly PostCard[]; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <ul className="post-cards">
      {posts.map((post) => (
        <li key={post.href} className="post-card">
          {post.image ? <ResponsiveImg className="post-card__image" image={post.image} sizes={CARD_IMAGE_SIZES} alt="" /> : null}
          <div className="post-card__text">
            {post.date ? (
              <p className="post-card__date">
                <time dateTime={post.dateTime}>{post.date}</time>
              </p>
            ) : null}
            <Heading className="post-card__title">
              <Link to={post.href}>{post.title}</Link>
            </Heading>
            <p className="post-card__excerpt">{post.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
