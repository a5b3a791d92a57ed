// A blog post's schema.org description for search engines (issue 24): a BlogPosting with its headline, dates, picture
// and the site as author and publisher. Pure: the post's page renders it as JSON-LD.

interface PostFacts {
  url: string
  title: string
  description: string
  /** ISO dates: when it was published, and last changed. */
  publishedAt: string
  updatedAt: string
  /** Absolute address of the hero image, if the post has one. */
  imageUrl: string | null
  siteName: string
  siteUrl: string
  /** The makes it is about, by name. */
  about: string[]
}

export function postStructuredData(post: PostFacts): Record<string, unknown> {
  const site = { '@type': 'Organization', name: post.siteName, url: post.siteUrl }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.imageUrl ? { image: [post.imageUrl] } : {}),
    author: site,
    publisher: site,
    ...(post.about.length > 0 ? { about: post.about.map((name) => ({ '@type': 'Brand', name })) } : {}),
  }
}
