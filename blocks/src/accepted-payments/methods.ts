/** Spec 001 §9: "Payment methods shown: Mastercard, Visa, Maestro, Google Pay, Apple Pay." (Its own module: the browser needn't load the config.) */
export const PAYMENT_METHODS = [
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'visa', label: 'Visa' },
  { value: 'maestro', label: 'Maestro' },
  { value: 'google-pay', label: 'Google Pay' },
  { value: 'apple-pay', label: 'Apple Pay' },
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value']
