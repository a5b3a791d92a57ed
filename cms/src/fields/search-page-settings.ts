import type { Field } from 'payload'

/**
 * Site settings → Stock: how the search page behaves on this site (issue 24). The storefront reads them in
 * features/search/search-settings.server.ts; their meanings and defaults are spec 000 §2 and spec 001 §4–§5.
 */
export const searchPageFields: Field[] = [
  {
    name: 'refreshPath',
    type: 'select',
    defaultValue: 'special-offers',
    options: [
      { label: 'Special offers (/special-offers)', value: 'special-offers' },
      { label: 'Main stock search (/search/new-used-and-demo-cars)', value: 'stock' },
    ],
    admin: { description: "Where the no-results card's Clear Filters button goes (spec 000 §2: the special-offers path by default)." },
  },
  {
    name: 'defaultCity',
    type: 'text',
    admin: {
      description:
        'A city the first page of every listing is filtered to when the address names no city (spec 001 §4: a page-1 default city filter). Shoppers can remove it. Empty: none.',
    },
  },
  {
    name: 'priceQuickPicks',
    type: 'select',
    defaultValue: 'standard',
    options: [
      { label: '$5,000 to $70,000', value: 'standard' },
      { label: '$300,000 to $800,000 (steps of $100,000)', value: 'prestige' },
    ],
    admin: { description: "The price filter's quick-pick buttons (spec 001 §5): the prestige ones suit a site selling in that range." },
  },
]
