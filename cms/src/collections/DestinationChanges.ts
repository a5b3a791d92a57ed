import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { isSuperAdmin, tenantIdsOf } from '../access/roles'
import { tenantIdOf } from '../lib/tenant-id'
import { NAV_GROUPS, hiddenFromEditors } from '../admin/nav-groups'

const readOnly = { readOnly: true }
const RECORDING = 'recordingDestinationChange'
interface DealershipDestinations {
  email?: string | null
  leadDelivery?: { emails?: string[] | null; adfWebhookUrl?: string | null } | null
}

/** The dealership's fields that decide where a lead goes, each as the record shows it. */
const DESTINATION_FIELDS = {
  emails: { label: 'Lead email addresses', shown: (doc: DealershipDestinations) => (doc.leadDelivery?.emails ?? []).join(', ') },
  adfWebhookUrl: { label: 'CRM webhook (ADF/XML)', shown: (doc: DealershipDestinations) => (doc.leadDelivery?.adfWebhookUrl ?? '').trim() },
  email: { label: 'Dealership email (leads go here when no lead address is set)', shown: (doc: DealershipDestinations) => (doc.email ?? '').trim() },
}

/**
 * Who changed where a dealership's leads go, when, and from what to what: shoppers' details follow these settings,
 * so a site's admins can see every change. Written only by the dealership's own hook, never over the API.
 */
export const DestinationChanges: CollectionConfig = {
  slug: 'destination-changes',
  labels: { singular: 'Lead destination change', plural: 'Lead destination changes' },
  admin: {
    useAsTitle: 'field',
    defaultColumns: ['createdAt', 'dealership', 'field', 'oldValue', 'newValue', 'changedByEmail'],
    group: NAV_GROUPS.leads,
    hidden: hiddenFromEditors,
    description:
      "Every change to where a dealership's leads go: its lead email addresses, CRM webhook and email. Kept for the site's admins; nobody can edit it.",
  },
  access: {
    read: ({ req }) => (isSuperAdmin(req.user) ? true : req.user ? { tenant: { in: tenantIdsOf(req.user, ['tenant-admin']) } } : false),
    // Only the dealership's hook, which marks its own write in the request's context (no API request can set that).
    // Its write is in the staff member's request, so the tenant field's site check asks this rule too.
    create: ({ req }) => req.context?.[RECORDING] === true,
    update: () => false,
    delete: () => false,
  },
  timestamps: true,
  fields: [
    // Not required: the record outlives a deleted dealership (its link is then cleared).
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true, admin: readOnly },
    {
      name: 'field',
      type: 'select',
      required: true,
      options: Object.entries(DESTINATION_FIELDS).map(([value, { label }]) => ({ value, label })),
      admin: readOnly,
    },
    { name: 'oldValue', label: 'Before', type: 'textarea', admin: readOnly },
    { name: 'newValue', label: 'After', type: 'textarea', admin: readOnly },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', admin: readOnly },
    // Kept as text too: the record outlives the user.
    { name: 'changedByEmail', label: 'Changed by', type: 'text', admin: readOnly },
  ],
}

/** The dealership's afterChange hook: one row per changed destination field, in the same transaction as the change. */
export const recordDestinationChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const tenant = tenantIdOf(doc)
  const changes = Object.entries(DESTINATION_FIELDS)
    .map(([field, { shown }]) => ({
      field: field as keyof typeof DESTINATION_FIELDS,
      oldValue: operation === 'update' && previousDoc ? shown(previousDoc) : '',
      newValue: shown(doc),
    }))
    .filter((change) => change.oldValue !== change.newValue)
  try {
    for (const change of changes)
      await req.payload.create({
        collection: 'destination-changes',
        data: {
          ...change,
          tenant: tenant === null ? undefined : Number(tenant),
          dealership: doc.id,
          changedBy: req.user?.id ?? null,
          changedByEmail: req.user?.email ?? '(the platform)',
        },
        overrideAccess: true,
        depth: 0,
        req,
        context: { [RECORDING]: true },
      })
  } finally {
    // The request's context is shared with the change being recorded: the permission ends with the record.
    delete req.context[RECORDING]
  }
  return doc
}
