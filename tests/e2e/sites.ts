/** Addresses of the demo sites on the stack under test; Chromium resolves <slug>.localhost itself. */
export function siteUrl(slug: string, path = '/'): string {
  const storefront = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000')
  return `http://${slug}.localhost:${storefront.port}${path}`
}

export const cmsUrl = (path: string) => new URL(path, process.env.CMS_URL ?? 'http://localhost:3001').toString()

export const BAYSIDE = 'bayside-toyota'
export const SOUTHERN_CROSS = 'southern-cross'
