import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min'

// Spec 001 §5: displayed phone numbers are normalised from +61 to 0 with spacing. Numbers are read as
// Australian unless they carry another country code. Best called on the server (a data loader), so
// the phone metadata stays out of the browser bundle.

/** Australian numbers as dealers write them, e.g. "(07) 3821 5000", "0412 345 678", "1300 123 456", "13 22 65". */
function parsed(raw: string): PhoneNumber | null {
  const number = parsePhoneNumberFromString(raw, 'AU')
  return number?.isValid() ? number : null
}

/**
 * A site's few numbers appear on every page it renders, and reading one with the metadata costs far more than a
 * lookup: each answer is kept, a few hundred at most (all are dropped when that fills, so it can't grow).
 */
function remembered(format: (raw: string) => string): (raw: string) => string {
  const answers = new Map<string, string>()
  return (raw) => {
    let answer = answers.get(raw)
    if (answer === undefined) {
      if (answers.size >= 500) answers.clear()
      answer = format(raw)
      answers.set(raw, answer)
    }
    return answer
  }
}

/** 13 numbers: six digits, written 13 xx xx in Australia (the metadata leaves them unspaced). */
const THIRTEEN = /^13(\d{2})(\d{2})$/

/**
 * An Australian number in national format with its leading 0 ('+61 7 3821 5000' → '(07) 3821 5000',
 * '+61412345678' → '0412 345 678'); an overseas one in international format; anything that is not a
 * valid number comes back trimmed as given, so the shopper still sees what the dealer typed.
 */
export const displayPhone = remembered((raw: string): string => {
  const text = raw.trim()
  const number = parsed(text)
  if (!number) return text
  if (number.countryCallingCode !== '61') return number.formatInternational()
  const thirteen = THIRTEEN.exec(number.nationalNumber)
  if (thirteen && !number.ext) return `13 ${thirteen[1]} ${thirteen[2]}`
  return number.formatNational()
})

/**
 * A tel: link: E.164 for a valid number ('tel:+61738215000', with ';ext=' when it has one), except
 * 13, 1300, 1800 and other numbers starting with 1, which can only be dialled within Australia
 * and so keep their national digits ('tel:1300123456'). Otherwise the digits typed, keeping a leading +.
 */
export const phoneHref = remembered((raw: string): string => {
  const text = raw.trim()
  const number = parsed(text)
  if (number) {
    if (number.countryCallingCode === '61' && number.nationalNumber.startsWith('1'))
      return `tel:${number.nationalNumber}${number.ext ? `;ext=${number.ext}` : ''}`
    return number.getURI()
  }
  const digits = text.replace(/\D/g, '')
  return `tel:${text.startsWith('+') && digits ? '+' : ''}${digits}`
})
