// What the browser remembers for the lead forms (spec 001 §3: "Local storage also holds the last enquiry category and
// the user's name, last_name, email, phone and postcode"), and the pages of this visit. Browser only; every access
// tolerates storage being unavailable (private modes, full quota).
// No zod here: the visit trail is recorded on every page, so this module is in every page's JavaScript.
export const CONTACT_FIELD_NAMES = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number]

const CONTACT_KEY = 'dealer.contact'
const CATEGORY_KEY = 'dealer.lastEnquiryCategory'
const LAST_LEAD_KEY = 'dealer.lastLead'
const VISITED_KEY = 'dealer.visitedPages'
const SENT_CONTACT_KEY = 'dealer.sentContact'

export type RememberedContact = Partial<Record<ContactFieldName, string>>

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const text = storage().getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value))
  } catch {
    // Remembering is a convenience: a shopper whose browser won't store just types again.
  }
}

const local = () => window.localStorage
const session = () => window.sessionStorage

export function rememberedContact(): RememberedContact {
  const stored = read<Record<string, unknown>>(local, CONTACT_KEY) ?? {}
  return Object.fromEntries(CONTACT_FIELD_NAMES.flatMap((name) => (typeof stored[name] === 'string' ? [[name, stored[name]]] : [])))
}

/** Fills the contact fields still empty inside `scope` (a form, a step) with what this browser remembered. */
export function fillRememberedContact(scope: { querySelector(selector: string): Element | null } | null): void {
  for (const [name, value] of Object.entries(rememberedContact())) {
    const field = scope?.querySelector(`input[name="${name}"]`)
    if (field instanceof HTMLInputElement && !field.value && value) field.value = value
  }
}

export function rememberLead(contact: RememberedContact, category: string, leadId: number): void {
  write(local, CONTACT_KEY, Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, contact[name] ?? ''])))
  write(local, CATEGORY_KEY, category)
  write(session, LAST_LEAD_KEY, { leadId, category, name: contact.name ?? '' })
}

/** The contact a lead form is sending, kept for /success to remember once the lead is in (takeSentContact). */
export function keepSentContact(contact: RememberedContact): void {
  write(session, SENT_CONTACT_KEY, contact)
}

/** The contact kept by the form that sent the lead /success is about, once: null when there is none. */
export function takeSentContact(): RememberedContact | null {
  const contact = read<RememberedContact>(session, SENT_CONTACT_KEY)
  try {
    session().removeItem(SENT_CONTACT_KEY)
  } catch {
    // As for write: nothing kept, nothing to forget.
  }
  return contact
}

export function lastLead(): { leadId: number; category: string; name: string } | null {
  return read(session, LAST_LEAD_KEY)
}

/** Adds a path to this visit's trail (the last 20), which a lead carries for the dealer. */
export function recordVisitedPage(path: string): void {
  const pages = read<string[]>(session, VISITED_KEY) ?? []
  if (pages[pages.length - 1] !== path) write(session, VISITED_KEY, [...pages, path].slice(-20))
}

export function visitedPages(): string[] {
  return read<string[]>(session, VISITED_KEY) ?? []
}
