import { checkUrl, outboundPolicyFromEnv } from '@dealer/outbound/destination'
import type { CollectionConfig, FieldAccess } from 'payload'
import { z } from 'zod'
import { isSuperAdmin, tenantIdsOf, tenantScopedAccess } from '../access/roles'
import { tenantSlugField } from '../fields/tenant-slug'
import { siteChangeHooks } from '../lib/site-changes'
import { tenantIdOf } from '../lib/tenant-id'
import { recordDestinationChanges } from './DestinationChanges'
import { NAV_GROUPS } from '../admin/nav-groups'

const MAX_LEAD_EMAILS = 10
// One plain address each: no display name, no list, no line break that could add a header.
const leadEmail = z.email().max(254)
// The same policy the lead worker sends with: https in production, the operator's OUTBOUND_ALLOW exceptions.
const outboundPolicy = outboundPolicyFromEnv()

/**
 * Where a site's leads go is its admins' decision (and super-admins'): editors see it but can't change it, over REST
 * as in the admin. A create that names no site yet counts only for someone who is admin of every site they work on.
 */
const siteAdminsOnly: FieldAccess = ({ req, doc, data }) => {
  if (isSuperAdmin(req.user)) return true
  if (!req.user) return false
  const administered = tenantIdsOf(req.user, ['tenant-admin'])
  const site = tenantIdOf({ tenant: doc?.tenant ?? data?.tenant })
  if (site === null) return administered.length > 0 && administered.length === tenantIdsOf(req.user).length
  return administered.includes(Number(site))
}

function validateLeadEmails(value: unknown): true | string {
  const emails = Array.isArray(value) ? value : []
  if (emails.length > MAX_LEAD_EMAILS) return `Give at most ${MAX_LEAD_EMAILS} lead email addresses.`
  const wrong = emails.find((email) => typeof email !== 'string' || !leadEmail.safeParse(email).success)
  return wrong === undefined || `Each lead address must be one email address, e.g. sales@example.com.au ("${String(wrong).slice(0, 80)}" is not).`
}

/** The checks that need no network; the addresses a name resolves to are checked each time a lead is sent. */
function validateWebhookUrl(value: unknown): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'string' || value.length > 2000) return 'Give the CRM address as a full https:// URL, e.g. https://crm.example.com.au/leads.'
  const verdict = checkUrl(value.trim(), outboundPolicy)
  if (verdict.ok) return true
  if (verdict.reason === 'not-public-address')
    return 'The CRM address must be a public address: a private, loopback or link-local address (e.g. 127.0.0.1, 10.x.x.x or 169.254.x.x) is refused.'
  if (verdict.reason === 'insecure-scheme') return "The CRM address must start with https://: leads carry shoppers' personal details."
  return 'Give the CRM address as a full https:// URL, e.g. https://crm.example.com.au/leads.'
}

/** A dealership of a site (a group has several): the business behind one or more locations. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'makes'], group: NAV_GROUPS.settings },
  // Dealership names and brands are public: the storefront shows them on every car.
  access: tenantScopedAccess(true),
  hooks: { ...siteChangeHooks, afterChange: [...siteChangeHooks.afterChange, recordDestinationChanges] },
  fields: [
    { name: 'name', type: 'text', required: true },
    tenantSlugField('dealerships', 'dealership', 'Used in stock filters and addresses, e.g. bayside-toyota-cleveland.'),
    { name: 'makes', type: 'text', hasMany: true, admin: { description: 'Brands sold new and demo here, e.g. Toyota.' } },
    { name: 'phone', type: 'text' },
    {
      name: 'email',
      type: 'email',
      // Leads go here when no lead address is set, so it is a destination like those below.
      access: { create: siteAdminsOnly, update: siteAdminsOnly },
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && leadEmail.safeParse(value).success) ||
        'Give one email address, e.g. sales@example.com.au.',
    },
    {
      name: 'leadDelivery',
      label: 'Where leads go',
      type: 'group',
      // Where leads are sent is the dealer's business, not the public's; and only the site's admins change it.
      access: { read: ({ req }) => Boolean(req.user), create: siteAdminsOnly, update: siteAdminsOnly },
      admin: { description: "Only the site's admins can change these; every change is recorded (Leads → Lead destination changes)." },
      fields: [
        {
          name: 'emails',
          label: 'Lead email addresses',
          type: 'text',
          hasMany: true,
          validate: validateLeadEmails,
          admin: { description: 'Every lead of this dealership is emailed here (with its ADF/XML attached). Empty: the email above.' },
        },
        {
          name: 'adfWebhookUrl',
          label: 'CRM webhook (ADF/XML)',
          type: 'text',
          validate: validateWebhookUrl,
          admin: { description: 'Each lead is also POSTed here as an ADF/XML document, retried until the CRM accepts it.' },
        },
      ],
    },
  ],
}
