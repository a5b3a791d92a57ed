import type { SiteSetting } from '@dealer/cms-contract'

/** What a page needs to offer a car's lead forms. */
export interface LeadFormSettings {
  /** Spec 000 §2: the enquiry dialog's title and button text, default "Enquire Now". */
  enquiryTitle: string
  terms: string | null
}

export function leadFormSettings(settings: Pick<SiteSetting, 'forms'> | null): LeadFormSettings {
  return { enquiryTitle: settings?.forms?.enquiryTitle?.trim() || 'Enquire Now', terms: settings?.forms?.termsText?.trim() || null }
}
