// en-AU display formats shared by every view that shows a car.

const audFormatter = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const integerFormatter = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })

/** "$39,990"; null or 0 means the dealer gave no price. */
export function formatPrice(price: number | null | undefined): string | null {
  return price ? audFormatter.format(price) : null
}

/** "12,345 km". */
export function formatKm(km: number | null | undefined): string | null {
  return km == null ? null : `${integerFormatter.format(km)} km`
}

const CAR_TYPE_LABELS = { new: 'New', demo: 'Demo', used: 'Used' } as const

export function carTypeLabel(carType: string): string {
  return carType in CAR_TYPE_LABELS ? CAR_TYPE_LABELS[carType as keyof typeof CAR_TYPE_LABELS] : carType
}
