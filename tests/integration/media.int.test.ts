import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TENANTS } from '@dealer/seed/demo-tenants'

const cms = (pathname: string) => new URL(pathname, process.env.CMS_URL ?? 'http://localhost:3001').toString()
const storefrontPort = new URL(process.env.STOREFRONT_URL ?? 'http://localhost:3000').port
const [bayside] = DEMO_TENANTS

interface Size {
  filename: string | null
  width: number | null
  mimeType: string | null
}

interface MediaDoc {
  id: number
  filename: string
  width: number
  sizes: Record<'thumbnail' | 'card' | 'tablet' | 'hero', Size>
}

const storefront = (pathname: string) =>
  fetch(`http://127.0.0.1:${storefrontPort}${pathname}`, { headers: { host: `${bayside.slug}.localhost:${storefrontPort}` } })

let token: string
let tenantId: number

beforeAll(async () => {
  const login = await fetch(cms('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bayside.staff) })
  token = ((await login.json()) as { token: string }).token
  tenantId = ((await (await fetch(cms(`/api/tenants?where[slug][equals]=${bayside.slug}&depth=0`))).json()) as { docs: Array<{ id: number }> }).docs[0].id
})

describe('media', () => {
  it('resizes an upload to WebP copies for srcset, never enlarging, and the storefront serves them from its own origin', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b3001b' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `showroom-${Date.now()}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'The Cleveland showroom', tenant: tenantId }))
    const upload = await fetch(cms('/api/media'), { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const media = ((await upload.json()) as { doc: MediaDoc }).doc

    expect(media.width).toBe(1200)
    expect([media.sizes.thumbnail.width, media.sizes.card.width, media.sizes.tablet.width]).toEqual([400, 768, 1024])
    for (const size of [media.sizes.thumbnail, media.sizes.card, media.sizes.tablet]) expect(size.mimeType).toBe('image/webp')
    // 1600 px would be an enlargement of a 1200 px photo: not made.
    expect(media.sizes.hero.filename).toBeNull()

    const served = await storefront(`/media/${encodeURIComponent(media.sizes.card.filename!)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(768)

    await fetch(cms(`/api/media/${media.id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
  })

  // ("/media/.." never reaches the route: URL parsing resolves dot segments first.)
  it('answers a missing file or a path that tries to leave the media folder with a 404', async () => {
    const missing = await fetch(cms('/api/media/file/no-such-image.jpg'))
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { message: string }).message).toBe('There is no such image.')
    expect((await storefront('/media/no-such-image.jpg')).status).toBe(404)
    expect((await storefront('/media/..%2F..%2Fpackage.json')).status).toBe(404)
  })
})
