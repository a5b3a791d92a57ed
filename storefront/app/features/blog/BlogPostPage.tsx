import { renderLexicalNodes } from '@dealer/blocks/rich-text/lexical'
import { ResponsiveImg } from '@dealer/blocks/ui/ResponsiveImg'
import { Link } from 'react-router'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { jsonLdText } from '../../ui/json-ld'
import type { PostPageData } from './blog-page.server'

/** The hero is the text column's width at most. */
const HERO_SIZES = '(min-width: 880px) 840px, 100vw'

/** /blog/{slug} (and its draft preview): the post's title, date, hero image, body and the makes it is about. */
export function BlogPostPage({ post }: { post: PostPageData }) {
  return (
    <article className="blog-post">
      {post.structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(post.structuredData) }} /> : null}
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: post.title }]} />
      <header className="blog-post__header">
        <h1 className="page-heading">{post.title}</h1>
        {post.date ? (
          <p className="blog-post__date">
            Published <time dateTime={post.dateTime}>{post.date}</time>
          </p>
        ) : null}
      </header>
      {post.image ? <ResponsiveImg className="blog-post__hero" image={post.image} sizes={HERO_SIZES} priority /> : null}
      <div className="blog-post__body prose">{renderLexicalNodes(post.body)}</div>
      {post.makes.length > 0 ? (
        <section className="blog-post__makes" aria-labelledby="post-makes">
          <h2 id="post-makes">About</h2>
          <ul>
            {post.makes.map((make) => (
              <li key={make.name}>{make.href ? <Link to={make.href}>{`${make.name} stock`}</Link> : make.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

export function postMeta(post: PostPageData | undefined) {
  if (!post) return [{ title: 'Post not found' }]
  return [
    { title: `${post.title} | ${post.siteName}` },
    { name: 'description', content: post.excerpt },
    { tagName: 'link', rel: 'canonical', href: post.canonicalUrl },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.excerpt },
    { property: 'og:url', content: post.canonicalUrl },
    { property: 'og:site_name', content: post.siteName },
    ...(post.image ? [{ property: 'og:image', content: new URL(post.image.src, post.canonicalUrl).href }] : []),
  ]
}
