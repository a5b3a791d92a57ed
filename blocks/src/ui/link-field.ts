import type { TextField } from 'payload'

/** A path on this site (`/finance`, `/pages/winches#fitting`), a web address (`https://…`), or a `tel:`/`mailto:` link. */
export function isSiteLink(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true
  try {
    const url = new URL(value)
    return ['https:', 'http:', 'tel:', 'mailto:'].includes(url.protocol)
  } catch {
    return false
  }
}

/** A link field: a path on the site or a web address, with a message saying which when it is neither. */
export function linkField({
  name = 'link',
  description = 'A path on this site, e.g. /finance, or a full address starting https://',
  required = true,
} = {}): TextField {
  return {
    name,
    type: 'text',
    required,
    // A warning under the field when the path answers 404 on the site (the CMS's components/LinkCheck.tsx).
    admin: { description, components: { afterInput: ['/components/LinkCheck#LinkCheck'] } },
    validate: (value: string | null | undefined) =>
      (!required && !value) || (typeof value === 'string' && isSiteLink(value.trim()))
        ? true
        : 'Use a path on this site starting with / (e.g. /finance), a full address starting https://, or a tel: or mailto: link.',
  }
}
