import type { CollectionConfig, Field, Validate } from 'payload'
import { isSuperAdmin, shopperDataAccess, tenantIdsOf } from '../access/roles'
import { NAV_GROUPS } from '../admin/nav-groups'
import { tenantIdOf } from '../lib/tenant-id'
import { leadIntakeEndpoint, bookedSlotsEndpoint } from '../leads/intake'
import { trafficSourceOf, type TrafficSource } from '../leads/traffic-source'

const readOnly = { readOnly: true }
/** Select options shown capitalised ("full" → "Full"). */
const labelled = (values: string[]) => values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }))

/** The only fields staff change; everything else is what the shopper sent or the server recorded. */
const STAFF_FIELDS = new Set(['status', 'notes', 'assignedTo'])

/** The inbox's parts (components/leads): list cells, the summary above a lead and the status buttons in it. */
const INBOX = '/components/leads'

const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/**
 * A lead goes only to staff of its own site. Checked as the server, not as the one saving: a site editor sees only
 * themselves among users, and must still be able to save a lead their site admin gave someone else. A lead keeps
 * the person it had (who may since have left the site) until someone chooses another.
 */
const staffOfTheLeadsSite: Validate = async (value, { data, req, previousValue }) => {
  const user = idOf(value)
  if (user == null || user === '') return true
  if (previousValue !== undefined && String(idOf(previousValue)) === String(user)) return true
  const site = tenantIdOf((data ?? {}) as { tenant?: number | { id: number } | null })
  if (site == null) return 'Choose the lead’s site before assigning it.'
  if (!/^\d{1,12}$/.test(String(user))) return 'Choose a member of this site’s staff.'
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: user } }, { 'tenants.tenant': { equals: site } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 || 'Choose a member of this site’s staff: only they can answer its leads.'
}

/**
 * Every data field but STAFF_FIELDS refuses updates on every API (REST, GraphQL, the Local API with a user), not just in
 * the admin's form: a PATCH of a shopper's email or a lead's delivery status keeps the stored value. The intake and the
 * delivery worker write as the server (overrideAccess). A field added later is locked unless named above.
 */
function lockedForStaff(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: lockedForStaff(field.fields) }
    if (field.type === 'join' || field.type === 'ui' || !('name' in field) || STAFF_FIELDS.has(field.name)) return field
    return { ...field, access: { ...field.access, update: () => false } } as Field
  })
}

/**
 * A shopper's enquiry, test-drive booking or contact-form message. Written only by the storefront's intake (in one
 * transaction with its deliveries, the outbox); the site's staff read and filter them, move them through `status` and
 * keep their own `notes`: nothing the shopper sent can be changed afterwards.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'title',
    group: NAV_GROUPS.leads,
    // The inbox: the car and who asked first, how long a New lead has waited; the newest on top.
    defaultColumns: ['car', 'shopper', 'form', 'status', 'waiting', 'createdAt'],
    listSearchableFields: ['name', 'lastName', 'email', 'phone', 'car.stocknum'],
    description: 'Enquiries from the website. Each is sent to its dealership by email and, where set, as ADF/XML to its CRM.',
  },
  defaultSort: '-createdAt',
  access: shopperDataAccess({ updaters: ['tenant-admin', 'tenant-editor'], deleters: ['tenant-admin'] }),
  endpoints: [leadIntakeEndpoint, bookedSlotsEndpoint],
  hooks: {
    beforeChange: [
      ({ data, operation }) => {
        if (operation !== 'create') return data
        const { source, name } = trafficSourceOf(data.linkedQueryParams as Record<string, unknown> | null, data.referrerDomain as string | null)
        return { ...data, trafficSource: source, trafficSourceName: name }
      },
    ],
    // A lead's outbox rows go with it (they can't point at nothing); its analytics events keep their history.
    beforeDelete: [
      ({ req, id }) => req.payload.delete({ collection: 'lead-deliveries', where: { lead: { equals: id } }, overrideAccess: true, req }).then(() => undefined),
    ],
  },
  timestamps: true,
  // One booking per site, location and time, however many storefronts race for it (the intake answers 409). Other
  // leads have no bookingDate, and nulls are distinct, so the index leaves them alone.
  indexes: [
    { fields: ['tenant', 'location', 'bookingDate'], unique: true },
    // The dashboard's figures read a site's leads in a date range from leads_tenant_created_at_covering_idx, which
    // carries the columns they count (migration 20261130_064300_leads_covering_index): Payload can't declare its INCLUDE.
  ],
  fields: lockedForStaff([
    // Above the form: the car, the shopper with call and email links, the visit, the delivery, and the status buttons.
    { name: 'summary', type: 'ui', admin: { disableListColumn: true, components: { Field: `${INBOX}/LeadSummary#LeadSummary` } } },
    {
      name: 'title',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) => [siblingData.name, siblingData.lastName].filter(Boolean).join(' ') + (siblingData.car?.name ? ` – ${siblingData.car.name}` : ''),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: [
            { label: 'New', value: 'new' },
            { label: 'Contacted', value: 'contacted' },
            { label: 'Closed', value: 'closed' },
          ],
        },
        {
          name: 'assignedTo',
          label: 'Assigned to',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          // The picker offers the lead's site's staff; staffOfTheLeadsSite holds every save to the same rule.
          filterOptions: ({ data, user }) => {
            const site = tenantIdOf((data ?? {}) as { tenant?: number | { id: number } | null })
            if (site != null) return { 'tenants.tenant': { equals: site } }
            // The inbox's own filter, with no lead to go by: the staff of the user's sites.
            return isSuperAdmin(user) ? true : { 'tenants.tenant': { in: tenantIdsOf(user) } }
          },
          validate: staffOfTheLeadsSite,
          admin: { description: 'Who answers this lead. They find it under “My leads”.' },
        },
        {
          name: 'deliveryStatus',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [
            { label: 'Sending', value: 'pending' },
            { label: 'Delivered', value: 'delivered' },
            { label: 'Failed', value: 'failed' },
            { label: 'No destination set', value: 'no-destination' },
          ],
          admin: { ...readOnly, description: 'Kept by the delivery worker: see Deliveries below.' },
        },
        {
          // Set by the database (migration 20261130_040049_lead_first_contact's trigger) as the status first leaves New,
          // whoever changes it: the dashboard's time to first contact.
          name: 'firstContactedAt',
          label: 'First contacted',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'text', required: true, admin: readOnly },
        { name: 'subcategory', type: 'text', admin: readOnly },
        {
          name: 'form',
          type: 'select',
          required: true,
          options: ['enquiry', 'test-drive', 'contact', 'finance', 'trade-in', 'offer-accepted', 'reservation'],
          // In the inbox, the words the shopper chose (Used Car Enquiry · Enquire Now) rather than the form's code.
          admin: { ...readOnly, components: { Cell: `${INBOX}/FormCell#FormCell` } },
        },
        { name: 'eventId', label: 'Analytics event', type: 'number', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'First name', type: 'text', required: true, admin: readOnly },
        { name: 'lastName', label: 'Last name', type: 'text', required: true, admin: readOnly },
        { name: 'email', type: 'email', required: true, admin: readOnly },
        { name: 'phone', label: 'Mobile', type: 'text', required: true, admin: readOnly },
        {
          name: 'postcode',
          type: 'text',
          admin: readOnly,
          // Required on every lead but a finance application of a site that doesn't ask for it (Site settings → Finance)
          // and a reservation (the CMS makes it from the paid deposit; the customer's postcode when their account has one).
          validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) =>
            Boolean(value) || ['finance', 'reservation'].includes(String((siblingData as { form?: string }).form)) || 'This field is required.',
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: readOnly },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: 10_000,
      admin: { description: 'Your team’s own notes on this lead. The shopper never sees them, and they are not sent anywhere.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bookingDate',
          label: 'Preferred test-drive time',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } },
        },
        { name: 'rego', type: 'text', admin: readOnly },
        { name: 'consent', label: 'Opted in to marketing', type: 'checkbox', defaultValue: false, admin: readOnly },
      ],
    },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', admin: { ...readOnly, description: 'Where the lead is sent.' } },
    { name: 'location', label: 'Preferred location', type: 'relationship', relationTo: 'locations', admin: readOnly },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { ...readOnly, description: 'The signed-in shopper who sent it, if they were signed in.' },
    },
    {
      name: 'car',
      type: 'group',
      // The inbox's Car column: photo, name, price and stock number (the Cell); "No car" for a general enquiry.
      admin: { condition: (data) => Boolean(data?.car?.stocknum), components: { Cell: `${INBOX}/CarCell#CarCell` } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', admin: readOnly },
            { name: 'stocknum', label: 'Stock number', type: 'text', admin: readOnly },
            { name: 'carType', label: 'Condition', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            // Not `id`: inside a group Payload keeps that name for itself and drops the value.
            { name: 'stockId', label: 'Stock id', type: 'text', admin: readOnly },
            { name: 'slug', type: 'text', admin: readOnly },
            { name: 'year', type: 'number', admin: readOnly },
            { name: 'make', type: 'text', admin: readOnly },
            { name: 'model', type: 'text', admin: readOnly },
            { name: 'vin', label: 'VIN', type: 'text', admin: readOnly },
            { name: 'price', type: 'number', admin: readOnly },
            { name: 'dealershipSlug', type: 'text', admin: readOnly },
            { name: 'locationName', label: 'Location', type: 'text', admin: readOnly },
          ],
        },
      ],
    },
    {
      name: 'finance',
      label: 'Finance application',
      type: 'group',
      admin: { condition: (data) => data?.form === 'finance' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', label: 'Purchase amount ($)', type: 'number', admin: readOnly },
            { name: 'term', label: 'Term (years)', type: 'number', admin: readOnly },
            {
              name: 'selfAssessedCreditScore',
              label: 'Credit history',
              type: 'select',
              options: [
                { label: 'Great', value: 'GREAT' },
                { label: 'Decent', value: 'DECENT' },
                { label: 'Poor', value: 'POOR' },
              ],
              admin: readOnly,
            },
            { name: 'whoIsHelping', label: 'Who is helping', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'weeklyRepaymentAmount', label: 'Weekly repayment ($)', type: 'number', admin: readOnly },
            { name: 'monthlyRepaymentAmount', label: 'Monthly repayment ($)', type: 'number', admin: readOnly },
            { name: 'advertisedRate', label: 'Advertised rate (% p.a.)', type: 'number', admin: readOnly },
            { name: 'comparisonRate', label: 'Comparison rate (% p.a.)', type: 'number', admin: readOnly },
          ],
        },
      ],
    },
    {
      name: 'tradeIn',
      label: 'Trade-in valuation',
      type: 'group',
      // Copied by the intake from the site's valuation record (trade-in-valuations), never from the browser.
      admin: { condition: (data) => data?.form === 'trade-in' || data?.form === 'offer-accepted' },
      fields: [
        { name: 'valuation', type: 'relationship', relationTo: 'trade-in-valuations', admin: readOnly },
        {
          type: 'row',
          fields: [
            { name: 'make', type: 'text', admin: readOnly },
            { name: 'model', type: 'text', admin: readOnly },
            { name: 'badge', type: 'text', admin: readOnly },
            { name: 'year', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'km', label: 'Kilometres', type: 'number', admin: readOnly },
            { name: 'plate', label: 'Registration', type: 'text', admin: readOnly },
            { name: 'state', label: 'Registered in', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'serviceHistory', label: 'Service history', type: 'select', options: labelled(['full', 'partial', 'none']), admin: readOnly },
            { name: 'damage', type: 'select', options: labelled(['none', 'minor', 'major']), admin: readOnly },
            { name: 'tyres', type: 'select', options: labelled(['good', 'fair', 'worn']), admin: readOnly },
            { name: 'accessories', label: 'Has accessories', type: 'checkbox', admin: readOnly },
            { name: 'financeOwing', label: 'Finance owing', type: 'checkbox', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'outcome',
              type: 'select',
              options: [
                { label: 'Estimate', value: 'estimate' },
                { label: 'Inspect and call', value: 'inspect' },
              ],
              admin: readOnly,
            },
            { name: 'estimate', label: 'Estimate ($)', type: 'number', admin: readOnly },
            { name: 'low', label: 'Low ($)', type: 'number', admin: readOnly },
            { name: 'high', label: 'High ($)', type: 'number', admin: readOnly },
            { name: 'confidence', type: 'number', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'inspectReason',
              label: 'Inspect: why no number',
              type: 'select',
              options: [
                { label: 'Over 7 years old', value: 'over-age' },
                { label: 'Over 100,000 km', value: 'over-km' },
                { label: 'Too few comparable cars', value: 'too-few-comparables' },
                { label: 'The valuation API declined', value: 'declined' },
              ],
              admin: readOnly,
            },
            {
              name: 'provider',
              label: 'Valued by',
              type: 'select',
              options: [
                { label: 'Built-in model', value: 'built-in' },
                { label: 'Valuation API', value: 'http' },
              ],
              admin: readOnly,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.form === 'offer-accepted' },
      fields: [
        // Spec 001 §7's lead_id, form_completed and offer_accepted of the offer-accepted lead.
        { name: 'tradeInLead', label: 'Accepts the trade-in lead', type: 'relationship', relationTo: 'leads', admin: readOnly },
        { name: 'formCompleted', label: 'Form completed', type: 'checkbox', admin: readOnly },
        { name: 'offerAccepted', label: 'Offer accepted', type: 'checkbox', admin: readOnly },
      ],
    },
    {
      type: 'collapsible',
      label: 'Visit',
      admin: { initCollapsed: true },
      fields: [
        { name: 'source', type: 'text', defaultValue: 'Website', admin: readOnly },
        { name: 'url', label: 'Page', type: 'text', admin: readOnly },
        { name: 'userAgent', type: 'text', admin: readOnly },
        { name: 'visitedPages', type: 'json', admin: readOnly },
        { name: 'linkedQueryParams', label: 'Linked query parameters', type: 'json', admin: readOnly },
        { name: 'referrerDomain', label: 'Came from site', type: 'text', admin: readOnly },
        {
          type: 'row',
          fields: [
            // Set when the lead is made, from the two above (traffic-source.ts); the dashboard counts leads by them.
            {
              name: 'trafficSource',
              label: 'Traffic source',
              type: 'select',
              options: [
                { label: 'Campaign', value: 'campaign' },
                { label: 'Another site', value: 'referral' },
                { label: 'Direct', value: 'direct' },
              ] satisfies Array<{ label: string; value: TrafficSource }>,
              admin: readOnly,
            },
            { name: 'trafficSourceName', label: 'Campaign or site', type: 'text', admin: readOnly },
          ],
        },
      ],
    },
    // Payload's own timestamp, declared here so that it is locked like the rest: when the lead arrived (the email's
    // "Received", the replay window) is not staff's to move. Same column and index as Payload's. Shown (the inbox's
    // Received column and the lead's sidebar), never edited.
    {
      name: 'createdAt',
      label: 'Received',
      type: 'date',
      index: true,
      admin: {
        ...readOnly,
        position: 'sidebar',
        disableBulkEdit: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' },
      },
    },
    // List columns only (a ui field stores nothing): who sent the lead, and how long a New one has waited.
    { name: 'shopper', type: 'ui', label: 'Shopper', admin: { components: { Cell: `${INBOX}/ShopperCell#ShopperCell` } } },
    { name: 'waiting', type: 'ui', label: 'Waiting', admin: { components: { Cell: `${INBOX}/WaitingCell#WaitingCell` } } },
    // `<site id>:<client key>`: a retried or double-clicked submit finds the lead it already made. Cleared after 24 hours.
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: { hidden: true }, access: { read: () => false } },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: 'lead',
      admin: { allowCreate: false, defaultColumns: ['destination', 'target', 'status', 'attempts', 'lastError', 'deliveredAt'] },
    },
  ]),
}
