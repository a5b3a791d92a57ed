import type { Field } from 'payload'

/**
 * Site settings → Search and listing: how the search page behaves on this site (issue 24). The storefront reads them
 * in features/search/search-settings.server.ts; their meanings and defaults are spec 000 §2 and spec 001 §4–§5.
 */
export const searchPageFields: Field[] = [
  {
    name: 'refreshPath',
    label: 'Clear Filters button goes to',
    type: 'select',
    defaultValue: 'special-offers',
    options: [
      { label: 'Special offers (/special-offers)', value: 'special-offers' },
      { label: 'Main stock search (/search/new-used-and-demo-cars)', value: 'stock' },
    ],
    admin: { description: 'Where the Clear Filters button sends shoppers when a search finds no cars.' },
  },
  {
    name: 'defaultCity',
    label: 'Start listings in this city',
    type: 'text',
    admin: { description: 'The first page of every listing shows cars in this city only, until shoppers remove it. Empty: every city.' },
  },
  {
    name: 'priceQuickPicks',
    label: 'Price filter quick picks',
    type: 'select',
    defaultValue: 'standard',
    options: [
      { label: '$5,000 to $70,000', value: 'standard' },
      { label: '$300,000 to $800,000 (steps of $100,000)', value: 'prestige' },
    ],
    admin: { description: 'The ready-made price buttons in the price filter. Choose the higher range if you sell prestige cars.' },
  },
]
