import type { Block } from 'payload'

/** The site's live promo cards (Promo cards in the admin), by the rules of spec 001 §4. */
export const promoCardsBlock: Block = {
  slug: 'promoCards',
  interfaceName: 'PromoCardsBlock',
  labels: { singular: 'Promo cards', plural: 'Promo card strips' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80, admin: { description: 'Optional; screen readers hear "Offers" when empty.' } },
    {
      name: 'shuffle',
      label: 'Shuffle the cards without a position',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'The order changes once a day.' },
    },
    { name: 'limit', label: 'Most cards to show', type: 'number', required: true, defaultValue: 4, min: 1, max: 12 },
  ],
}
