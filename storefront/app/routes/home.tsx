import { RenderBlocks } from '@dealer/blocks'
import { getPublishedPage } from '../lib/cms.server'
import { loadBlocks } from '../lib/blocks.server'
import { notFound, requireTenant } from '../lib/site.server'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
  return loadCmsPage(request, 'home')
}

export async function loadCmsPage(request: Request, slug: string) {
  const tenant = await requireTenant(request)
  const page = await getPublishedPage(tenant, slug)
  if (!page) notFound('page')
  return {
    title: page.meta?.title || (slug === 'home' ? tenant.name : `${page.title} | ${tenant.name}`),
    description: page.meta?.description ?? null,
    blocks: await loadBlocks(page.layout, tenant),
  }
}

export function meta({ data }: Route.MetaArgs) {
  return data ? [{ title: data.title }, ...(data.description ? [{ name: 'description', content: data.description }] : [])] : []
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} />
}
