/**
 * What the onboarding wizard (and POST /api/onboarding) asks for, read and checked before anything is written: each
 * value with the validator of the collection field it ends up in (a slug with the Tenants slug rule, a postcode with the
 * Locations one, the lead address with the Dealerships one), plus the checks those fields leave to their editors
 * (host names, the brand colour against white text). Pure: no database, so it answers every mistake at once.
 */
import type { CollectionConfig, Field } from 'payload'
import { Dealerships } from '../collections/Dealerships'
import { Locations } from '../collections/Locations'
import { Tenants } from '../collections/Tenants'
import type { SiteTemplate } from './starter-content'

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6'

export interface OpeningDay {
  weekday: Weekday
  status: 'open' | 'closed'
  open?: string
  close?: string
}

export interface OnboardingLogo {
  name: string
  mimetype: string
  data: Buffer
}

export interface OnboardingDealership {
  name: string
  slug: string
  /** Makes sold new, as stock spells them. */
  makes: string[]
  /** Where its leads go: the site's lead address unless it names its own. */
  leadEmail: string
}

export interface OnboardingLocation {
  name: string
  slug: string
  street: string
  city: string
  state: string
  postcode: string
  phone: string
  hours: OpeningDay[]
}

/** A checked onboarding: everything a new site needs. */
export interface OnboardingInput {
  name: string
  slug: string
  template: SiteTemplate
  domains: string[]
  primaryColour: string
  tagline: string | null
  /** The site's main number: its first location's unless given. */
  phone: string
  /** Null: a drawn logo with the site's initials and name (./wordmark.ts). */
  logo: OnboardingLogo | null
  location: OnboardingLocation
  dealerships: OnboardingDealership[]
  leadEmail: string
}

/** A mistake in one field: `field` is its path in the request (`location.postcode`, `dealerships.1.makes`). */
export interface FieldProblem {
  field: string
  message: string
}

export type OnboardingReading = { ok: true; input: OnboardingInput } | { ok: false; problems: FieldProblem[] }

/** A trading week as most showrooms keep it: weekdays 8:30–5:30, Saturday 8:30–4, Sunday closed (the wizard's start). */
export const SHOWROOM_WEEK: OpeningDay[] = [
  { weekday: '0', status: 'closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'open', open: '08:30', close: '16:00' },
]

export const MAX_LOGO_BYTES = 2 * 1024 * 1024
/** Pictures a browser shows and nothing runs in (an uploaded SVG could carry script). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** A picture's type by its first bytes (its file signature), or null for anything else. */
function pictureTypeOf(data: Uint8Array): (typeof LOGO_TYPES)[number] | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => data[at + index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  // "RIFF", four bytes of length, "WEBP".
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
const MAX_DEALERSHIPS = 20
const MAX_MAKES = 30
const MAX_DOMAINS = 10
/** A slug names the site's index (`stock_<slug>_price_asc`…) and its `<slug>.localhost`, a DNS label of at most 63. */
const MAX_SLUG_LENGTH = 48
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const HEX_COLOUR = /^#[0-9a-f]{6}$/
/** Digits, spaces and the usual punctuation of a phone number, e.g. 07 3286 4000 or +61 7 3286 4000. */
const PHONE = /^\+?[0-9 ()-]{8,20}$/

/**
 * A field's own `validate` from a collection's config (through rows, groups and arrays), run as the collection runs
 * it. Rules that need the database (a slug unique within its site) pass here: the site doesn't exist yet, and the
 * collection checks them again as the site is written.
 */
function collectionRule(collection: CollectionConfig, path: string): (value: unknown) => Promise<true | string> {
  const field = findField(collection.fields, path.split('.'))
  if (!field || !('validate' in field) || typeof field.validate !== 'function') throw new Error(`${collection.slug}.${path} has no validator`)
  const validate = field.validate as (value: unknown, options: unknown) => true | string | Promise<true | string>
  // Only the server's own scripts write with no user; siteToCheck then names no site (the document has none yet).
  const options = { data: {}, siblingData: {}, req: { payloadAPI: 'local', user: null }, required: 'required' in field && field.required }
  return async (value) => validate(value, options)
}

function findField(fields: Field[], [name, ...rest]: string[]): Field | undefined {
  for (const field of fields) {
    // Tabs: a named tab is a level of the path, an unnamed one only groups its fields.
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = 'name' in tab && tab.name ? (tab.name === name ? findField(tab.fields, rest) : undefined) : findField(tab.fields, [name, ...rest])
        if (found) return found
      }
      continue
    }
    if (!('name' in field) && 'fields' in field) {
      const found = findField(field.fields, [name, ...rest])
      if (found) return found
    }
    if ('name' in field && field.name === name) {
      if (rest.length === 0) return field
      if ('fields' in field) return findField(field.fields, rest)
    }
  }
  return undefined
}

function optionValues(collection: CollectionConfig, path: string): string[] {
  const field = findField(collection.fields, path.split('.'))
  if (!field || field.type !== 'select') throw new Error(`${collection.slug}.${path} is not a select`)
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

const rules = {
  siteSlug: collectionRule(Tenants, 'slug'),
  locationSlug: collectionRule(Locations, 'slug'),
  postcode: collectionRule(Locations, 'address.postcode'),
  time: collectionRule(Locations, 'openingHours.open'),
  dealershipSlug: collectionRule(Dealerships, 'slug'),
  leadEmails: collectionRule(Dealerships, 'leadDelivery.emails'),
}
const TEMPLATES = optionValues(Tenants, 'template') as SiteTemplate[]
const STATES = optionValues(Locations, 'address.state')

/** A slug made from a name: `Bayside Toyota Cleveland` → `bayside-toyota-cleveland`. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

/** WCAG's contrast ratio of a #rrggbb colour with white: the header's text and logo are white on the brand colour. */
export function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
/** A list given as a list, or as text with one item a line or separated by commas. */
const list = (value: unknown, separator: RegExp): string[] =>
  (Array.isArray(value)
    ? value.map(text)
    : text(value)
        .split(separator)
        .map((item) => item.trim())
  ).filter((item) => item !== '')

/**
 * Reads an onboarding request's body (JSON, or the wizard's form as JSON) and its logo: the checked input, or every
 * problem found, each naming its field.
 */
export async function readOnboardingInput(body: unknown, logo: OnboardingLogo | null = null): Promise<OnboardingReading> {
  const problems: FieldProblem[] = []
  const problem = (field: string, message: string) => problems.push({ field, message })
  const check = async (field: string, rule: (value: unknown) => Promise<true | string>, value: unknown) => {
    const verdict = await rule(value)
    if (verdict !== true) problem(field, verdict)
  }
  const raw = isRecord(body) ? body : {}
  if (!isRecord(body)) problem('', 'Send the new site’s details as a JSON object.')

  const name = text(raw.name)
  if (!name) problem('name', 'Give the dealer’s name, e.g. Bayside Toyota.')
  else if (name.length > 100) problem('name', 'Keep the name to 100 characters.')

  const slug = text(raw.slug).toLowerCase() || slugOf(name)
  await check('slug', rules.siteSlug, slug)
  if (slug.length > MAX_SLUG_LENGTH) problem('slug', `Keep the slug to ${MAX_SLUG_LENGTH} characters.`)

  const template = text(raw.template) as SiteTemplate
  if (!TEMPLATES.includes(template)) problem('template', 'Choose a template: single dealer, dealer group or 4x4 accessories store.')

  const domains = [...new Set(list(raw.domains, /[\s,]+/).map((domain) => domain.toLowerCase().replace(/\.$/, '')))]
  if (domains.length > MAX_DOMAINS) problem('domains', `Give at most ${MAX_DOMAINS} domains.`)
  const badDomain = domains.find((domain) => !HOST_NAME.test(domain) || domain.endsWith('.localhost'))
  if (badDomain)
    problem('domains', `"${badDomain.slice(0, 80)}" is not a host name: give each domain without https:// or a path, e.g. www.baysidetoyota.com.au.`)

  const primaryColour = text(raw.primaryColour).toLowerCase()
  if (!HEX_COLOUR.test(primaryColour)) problem('primaryColour', 'Give the brand colour as a hex colour, e.g. #b3001b.')
  else if (contrastWithWhite(primaryColour) < 4.5)
    problem(
      'primaryColour',
      `White text on ${primaryColour} is hard to read (contrast ${contrastWithWhite(primaryColour).toFixed(1)}:1, at least 4.5:1 needed): choose a darker colour.`,
    )

  const tagline = text(raw.tagline)
  if (tagline.length > 120) problem('tagline', 'Keep the tagline to 120 characters.')

  if (logo) {
    // By its bytes, not the type the browser declared: an SVG (which can carry script) named logo.png is refused.
    if (!(LOGO_TYPES as readonly string[]).includes(logo.mimetype) || pictureTypeOf(logo.data) !== logo.mimetype)
      problem('logo', 'Upload the logo as a PNG, JPEG or WebP picture.')
    else if (logo.data.length > MAX_LOGO_BYTES) problem('logo', `The logo is larger than ${MAX_LOGO_BYTES / 1024 / 1024} MB.`)
    else if (logo.data.length === 0) problem('logo', 'The logo file is empty.')
  }

  const location = await readLocation(isRecord(raw.location) ? raw.location : {}, name, problem, check)

  const phone = text(raw.phone) || location.phone
  // The location's number is checked as the location's.
  if (text(raw.phone) && !PHONE.test(phone)) problem('phone', 'Give the phone number as it is dialled, e.g. 07 3286 4000.')

  const leadEmail = text(raw.leadEmail).toLowerCase()
  if (!leadEmail) problem('leadEmail', 'Give the address leads are emailed to, e.g. sales@baysidetoyota.com.au.')
  else await check('leadEmail', rules.leadEmails, [leadEmail])

  const dealerships: OnboardingDealership[] = []
  const rawDealerships = Array.isArray(raw.dealerships) ? raw.dealerships : []
  if (rawDealerships.length === 0) problem('dealerships', 'Name at least one dealership and the makes it sells.')
  if (rawDealerships.length > MAX_DEALERSHIPS) problem('dealerships', `Give at most ${MAX_DEALERSHIPS} dealerships; add more later in Dealerships.`)
  for (const [index, entry] of rawDealerships.slice(0, MAX_DEALERSHIPS).entries()) {
    const field = `dealerships.${index}`
    const row = isRecord(entry) ? entry : {}
    const dealershipName = text(row.name)
    if (!dealershipName) problem(`${field}.name`, 'Give the dealership’s name, e.g. Bayside Toyota Cleveland.')
    else if (dealershipName.length > 100) problem(`${field}.name`, 'Keep the name to 100 characters.')
    const dealershipSlug = text(row.slug).toLowerCase() || slugOf(dealershipName)
    await check(`${field}.slug`, rules.dealershipSlug, dealershipSlug)
    const makes = [...new Set(list(row.makes, /[,\n]+/))]
    if (makes.length > MAX_MAKES) problem(`${field}.makes`, `Give at most ${MAX_MAKES} makes.`)
    if (makes.some((make) => make.length > 60)) problem(`${field}.makes`, 'Give each make by its name, e.g. Toyota.')
    const ownLeadEmail = text(row.leadEmail).toLowerCase()
    if (ownLeadEmail) await check(`${field}.leadEmail`, rules.leadEmails, [ownLeadEmail])
    dealerships.push({ name: dealershipName, slug: dealershipSlug, makes, leadEmail: ownLeadEmail || leadEmail })
  }

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    input: { name, slug, template, domains, primaryColour, tagline: tagline || null, phone, logo, location, dealerships, leadEmail },
  }
}

async function readLocation(
  raw: Record<string, unknown>,
  siteName: string,
  problem: (field: string, message: string) => void,
  check: (field: string, rule: (value: unknown) => Promise<true | string>, value: unknown) => Promise<void>,
): Promise<OnboardingLocation> {
  const street = text(raw.street)
  const city = text(raw.city)
  const state = text(raw.state).toUpperCase()
  const postcode = text(raw.postcode)
  const phone = text(raw.phone)
  if (!street) problem('location.street', 'Give the street address, e.g. 112 Shore Street West.')
  if (!city) problem('location.city', 'Give the suburb or town, e.g. Cleveland.')
  if (!STATES.includes(state)) problem('location.state', `Choose the state or territory: ${STATES.join(', ')}.`)
  await check('location.postcode', rules.postcode, postcode)
  if (!phone) problem('location.phone', 'Give the location’s phone number, e.g. 07 3286 4000.')
  else if (!PHONE.test(phone)) problem('location.phone', 'Give the phone number as it is dialled, e.g. 07 3286 4000.')

  const name = text(raw.name) || [siteName, city].filter(Boolean).join(' ')
  if (name.length > 100) problem('location.name', 'Keep the name to 100 characters.')
  const slug = text(raw.slug).toLowerCase() || slugOf(city)
  await check('location.slug', rules.locationSlug, slug)

  const hours = raw.hours === undefined ? SHOWROOM_WEEK : await readHours(raw.hours, problem)
  return { name, slug, street, city, state, postcode, phone, hours }
}

/** One row per weekday, as Locations keeps them: a day left out is shown as closed. */
async function readHours(raw: unknown, problem: (field: string, message: string) => void): Promise<OpeningDay[]> {
  const rows = Array.isArray(raw) ? raw : []
  if (!Array.isArray(raw) || rows.length > 7) problem('location.hours', 'Give the hours as one row per weekday.')
  const days: OpeningDay[] = []
  const seen = new Set<string>()
  for (const [index, entry] of rows.slice(0, 7).entries()) {
    const row = isRecord(entry) ? entry : {}
    const weekday = text(row.weekday) as Weekday
    const field = `location.hours.${index}`
    if (!/^[0-6]$/.test(weekday) || seen.has(weekday)) {
      problem(`${field}.weekday`, 'Give each weekday once, as 0 (Sunday) to 6 (Saturday).')
      continue
    }
    seen.add(weekday)
    const dayName = WEEKDAY_NAMES[Number(weekday)]
    if (text(row.status) === 'closed') {
      days.push({ weekday, status: 'closed' })
      continue
    }
    const open = text(row.open)
    const close = text(row.close)
    if (!open || !close) problem(`${field}.open`, `Give ${dayName}’s opening and closing times, or mark it closed.`)
    const [openOk, closeOk] = [await rules.time(open), await rules.time(close)]
    if (openOk !== true) problem(`${field}.open`, openOk)
    if (closeOk !== true) problem(`${field}.close`, closeOk)
    // Both hh:mm, so compared as text they compare as times.
    if (open && close && openOk === true && closeOk === true && open >= close) problem(`${field}.close`, `${dayName} must close after it opens.`)
    days.push({ weekday, status: 'open', open, close })
  }
  return days.sort((a, b) => Number(a.weekday) - Number(b.weekday))
}
