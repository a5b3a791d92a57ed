import type { PostCard } from './post-card'
import { PostCards } from './PostCards'

/** The blogs block at the foot of a car's page: the site's newest posts about the car's make, and the way to the rest. */
export function CarPosts({ posts, make }: { posts: readonly PostCard[]; make: string }) {
  return (
    <section className="vehicle-section car-posts" aria-labelledby="car-posts">
      <h2 id="car-posts">{`${make} news from our blog`}</h2>
      <PostCards posts={posts} headingLevel="h3" />
      <p className="car-posts__more">
        <a href="/blog">All blog posts</a>
      </p>
    </section>
  )
}
