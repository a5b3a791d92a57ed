// A car's lead forms, as its buttons, dialogs and enquiry page name them (spec 000 §2).
import { ENQUIRY_KINDS, type EnquiryKind } from './lead-events'

/** The forms about one car: an enquiry of one kind, or a test drive. */
export type CarLeadKind = EnquiryKind | 'test-drive'

/** Each form's title (its button, its dialog, its page); "enquire" is the site's own (spec 000 §2: default "Enquire Now"). */
const CAR_LEAD_TITLES: Record<Exclude<CarLeadKind, 'enquire'>, string> = {
  similar: 'Find Me Something Similar',
  photos: 'Request More Photos',
  'test-drive': 'Book a Test Drive',
  finance: 'Request a Quote',
}

export const carLeadTitle = (kind: CarLeadKind, enquiryTitle: string) => (kind === 'enquire' ? enquiryTitle : CAR_LEAD_TITLES[kind])

/** Each enquiry's send button and the message it starts with. */
export const ENQUIRY_TEXT: Record<EnquiryKind, { submit: string; message: string }> = {
  enquire: { submit: 'Send Enquiry', message: '' },
  similar: { submit: 'Find Me Something Similar', message: 'Please let me know about similar cars.' },
  photos: { submit: 'Request Photos', message: 'Please send me more photos of this car.' },
  finance: { submit: 'Request a Quote', message: 'Please send me a finance quote for this car.' },
}

/** A `?kind=` as one of the forms, or null. */
export function carLeadKind(text: string | null): CarLeadKind | null {
  if (text === 'test-drive') return text
  return text !== null && Object.hasOwn(ENQUIRY_KINDS, text) ? (text as EnquiryKind) : null
}

/** The address of a car's enquiry page, whose action takes its enquiry and test-drive forms (routes/car-enquiry.tsx). */
export const carEnquiryPath = (carSlug: string, kind: CarLeadKind) => `/cars/${carSlug}/enquire?kind=${kind}`
