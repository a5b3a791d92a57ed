import { siteToCheck } from '../access/roles'
import { pagePathProblem } from '@dealer/cms-contract/page-paths'
import { ValidationError, type CollectionBeforeValidateHook, type Field, type PayloadRequest, type TextFieldSingleValidation, type Where } from 'payload'
import { tenantIdOf } from '../lib/tenant-id'
import { pageAddress } from './page-address'

type PageData = { slug?: string | null; path?: string | null; parent?: number | { id: number } | null; tenant?: number | { id: number } | null }

const idOf = (value: PageData['parent']): number | null => (value == null ? null : typeof value === 'object' ? value.id : value)

async function storedPage(req: PayloadRequest, id: number) {
  return req.payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { path: true, slug: true } })
}

/**
 * Before validation: the page's slug and path from its parent, or the path staff typed (pageAddress, decision 034). A
 * page can't sit under itself or under one of its own pages, and a page with pages under it keeps its address (move or
 * delete those first): their paths are stored, so moving the parent would leave them behind.
 */
export const computePagePath: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const page = data as PageData
  const previous = originalDoc as (PageData & { id: number }) | undefined
  const parentId = idOf(page.parent === undefined ? previous?.parent : page.parent)
  let parentPath: string | null = null
  if (parentId != null) {
    if (previous && parentId === previous.id) throw pathError('A page can’t be its own parent page.')
    const parent = await storedPage(req, parentId)
    if (!parent) throw pathError('The parent page no longer exists; choose another.')
    parentPath = parent.path || parent.slug
  }
  const previousPath = previous ? previous.path || previous.slug || null : null
  const address = pageAddress({
    slug: (page.slug ?? previous?.slug ?? '').trim(),
    typedPath: page.path === undefined ? previousPath : page.path,
    parentPath,
    previous: previous ? { slug: previous.slug ?? '', path: previousPath, hadParent: idOf(previous.parent) != null } : null,
  })
  if (previous && previousPath && parentPath && (parentPath === previousPath || parentPath.startsWith(`${previousPath}/`))) {
    throw pathError('A page can’t sit under one of its own pages.')
  }
  if (previous && previousPath && address.path !== previousPath) {
    const children = await req.payload.find({
      collection: 'pages',
      where: { parent: { equals: previous.id } },
      depth: 0,
      limit: 3,
      overrideAccess: true,
      req,
      select: { path: true },
    })
    if (children.totalDocs > 0) {
      const names = children.docs.map((child) => `/${child.path}`).join(', ')
      throw pathError(
        `This page has ${children.totalDocs} page${children.totalDocs === 1 ? '' : 's'} under it (${names}${children.totalDocs > 3 ? ', …' : ''}): move or delete them before changing its address.`,
      )
    }
  }
  return { ...data, slug: address.slug, path: address.path }
}

const pathError = (message: string) => new ValidationError({ errors: [{ message, path: 'path' }] })

/** A path the storefront can serve (pagePathProblem) and no other page of the site has. */
const validatePath: TextFieldSingleValidation = async (value, { data, id, req }) => {
  const problem = pagePathProblem(typeof value === 'string' ? value : '')
  if (problem) return problem
  const tenantId = siteToCheck(req, data)
  if (tenantId == null) return true
  const clash = await req.payload.count({
    collection: 'pages',
    where: { and: [{ path: { equals: value } }, { tenant: { equals: tenantId } }, ...(id != null ? [{ id: { not_equals: id } }] : [])] },
    overrideAccess: true,
    req,
  })
  return clash.totalDocs > 0 ? `This site already has a page at "/${value}".` : true
}

/** The parent page (this site's) and the page's full path. */
export const pagePathFields: Field[] = [
  {
    name: 'parent',
    type: 'relationship',
    relationTo: 'pages',
    index: true,
    // Another site's page is refused on save anyway (same-site-references.ts); this keeps the picker to this site's.
    filterOptions: ({ id, data }): Where => {
      const tenantId = tenantIdOf({ tenant: (data as PageData).tenant })
      const conditions: Where[] = []
      if (tenantId != null) conditions.push({ tenant: { equals: tenantId } })
      if (id != null) conditions.push({ id: { not_equals: id } })
      return { and: conditions }
    },
    admin: { position: 'sidebar', description: 'The page this one sits under: its address becomes the parent’s, then this page’s slug (/about-us/careers).' },
  },
  {
    name: 'path',
    type: 'text',
    index: true,
    validate: validatePath,
    admin: {
      position: 'sidebar',
      description:
        'The page’s address without the leading slash, filled in from the parent and slug. With no parent page, type a full address (e.g. toyota/overview) to put the page there.',
    },
  },
]
