/** What the storefront and the CMS say to each other about car views: shared by both, so neither drifts. */
import { z } from 'zod'

export const siteSlugSchema = z.string().regex(/^[a-z0-9-]{1,100}$/)
const text = (max: number) => z.string().trim().min(1).max(max)

/** What the storefront sends when a vehicle page is viewed: the car as the index holds it now. */
export const carViewSchema = z.object({
  site: siteSlugSchema,
  car: z.object({
    id: text(100),
    slug: text(300),
    name: text(300),
    make: text(100),
    model: text(100),
    year: z.number().int().min(1900).max(2100),
    price: z.number().min(0).max(10_000_000),
    carType: z.enum(['new', 'demo', 'used']),
    body: text(100).nullable(),
  }),
})
export type CarViewRequest = z.input<typeof carViewSchema>

/** The car's fields as last seen, and its view count (spec 000 §7: "Returns views and car_fields"). */
export interface CarViewAnswer {
  views: number
  car_fields: {
    id: string
    slug: string
    name: string
    make: string
    model: string
    year: number
    price: number
    car_type: 'new' | 'demo' | 'used'
    body: string | null
    /** Null for a car nobody has viewed yet. */
    last_viewed_at: string | null
  }
}
