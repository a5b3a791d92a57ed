import type { Tenant } from '../../server/tenant'
import { postCard, type PostCard } from './post-card'
import { getLatestPostsAbout } from './posts.server'

/** Spec 000 §2's blogs block on a car's page: at most this many posts. */
const CAR_POSTS_LIMIT = 3

/**
 * The newest posts about the car's make (spec 000 §2, "Disclaimer block, similar cars, blogs"). When none is about the
 * make the block is left out rather than filled with posts about other makes (decision 039). A failed read leaves it
 * out too: the car's page matters more than its blog links.
 */
export async function carPosts(tenant: Tenant, make: string): Promise<PostCard[]> {
  try {
    return (await getLatestPostsAbout(tenant, make, CAR_POSTS_LIMIT)).map(postCard)
  } catch (error) {
    console.warn(`car page on ${tenant.slug}: no blog posts (${error instanceof Error ? error.message : String(error)})`)
    return []
  }
}
