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

/**
 * Whether the site's enquiry forms carry the captcha (Site settings → Forms → captcha, spec 001 §3 "shown by default"):
 * what the root route's loader gives the page as `captcha` (CaptchaField.tsx reads it there).
 */
export function captchaSetting(settings: Pick<SiteSetting, 'forms'> | null): boolean {
  return settings?.forms?.captcha !== false
}
