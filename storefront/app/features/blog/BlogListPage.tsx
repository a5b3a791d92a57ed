import { Link } from 'react-router'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import type { BlogListData } from './blog-page.server'
import { PostCards } from './PostCards'

/** /blog: the site's posts, newest first, with links to older and newer pages when there are several. */
export function BlogListPage({ page }: { page: BlogListData }) {
  const { pagination } = page
  return (
    <div className="blog-page">
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Blog' }]} />
      <h1 className="page-heading">Blog</h1>
      {page.posts.length > 0 ? <PostCards posts={page.posts} headingLevel="h2" /> : <p>There are no posts yet. Please check back soon.</p>}
      {pagination.totalPages > 1 ? (
        <nav className="blog-pagination" aria-label="Blog pages">
          {pagination.nextHref ? <Link to={pagination.nextHref}>Older posts</Link> : null}
          <span>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          {pagination.previousHref ? <Link to={pagination.previousHref}>Newer posts</Link> : null}
        </nav>
      ) : null}
    </div>
  )
}
