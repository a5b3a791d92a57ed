import type { ClientUser } from 'payload'
import { isSuperAdmin, tenantIdsOf } from '../access/roles'

/**
 * The admin's navigation by task (issue 49), the same for every role: each collection names its group here, and a
 * group or collection a role never uses is hidden from it. The sidebar lists groups in the order their first
 * collection appears in payload.config.ts, which follows this order.
 *
 * - Content: pages, store pages, posts, promo cards, brand grids, reviews, review imports, FAQs, media, navigation.
 * - Stock: feed sources, import runs, overrides, car views.
 * - Leads: the inbox for all staff; reservations, finance applications, trade-in valuations, lead deliveries and lead
 *   destination changes for site admins.
 * - Shoppers (site admins): customers, saved cars, saved searches, alerts.
 * - Settings: site settings, locations, dealerships, finance lenders, delivery regions.
 * - Platform (super-admins): sites, users, manufacturers, sign-in codes, analytics events.
 *
 * A hidden collection is also closed to the role at its own address (Payload answers its list and documents with a
 * 404); drawers opened from a relationship or join field still show its documents where access allows.
 */
export const NAV_GROUPS = {
  content: 'Content',
  stock: 'Stock',
  leads: 'Leads',
  shoppers: 'Shoppers',
  settings: 'Settings',
  platform: 'Platform',
} as const

type HiddenArgs = { user: ClientUser | null | undefined }

/** The signed-in user as the role checks read them: Payload types it loosely (any field may be there). */
const withRoles = (user: HiddenArgs['user']) => user as Parameters<typeof tenantIdsOf>[0]

/** Hidden from staff who are no site's admin: what only site admins (and super-admins) use. */
export const hiddenFromEditors = ({ user }: HiddenArgs): boolean =>
  !isSuperAdmin(withRoles(user)) && tenantIdsOf(withRoles(user), ['tenant-admin']).length === 0

/** Hidden from everyone but super-admins: the platform's own records. */
export const hiddenFromStaff = ({ user }: HiddenArgs): boolean => !isSuperAdmin(withRoles(user))
