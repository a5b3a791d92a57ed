/** The tenant id of a tenant-scoped document, whether its relation is populated or not. */
export function tenantIdOf(doc: { tenant?: number | string | { id: number | string } | null }): number | string | null {
  const tenant = doc.tenant
  if (tenant == null) return null
  return typeof tenant === 'object' ? tenant.id : tenant
}
