import type { Block } from 'payload'

/**
 * A brand's overview (the page at /{brand}/overview, decision 034): how many of its cars the site has in stock with a
 * link to them, the site's locations that sell it (Locations → makes) and its FAQs (FAQs whose topic is its name).
 */
export const brandOverviewBlock: Block = {
  slug: 'brandOverview',
  interfaceName: 'BrandOverviewBlock',
  labels: { singular: 'Brand overview', plural: 'Brand overviews' },
  fields: [
    {
      name: 'make',
      type: 'relationship',
      relationTo: 'manufacturers',
      required: true,
      admin: {
        description: 'The brand. The block shows its cars in stock, the locations whose makes include it, and the FAQs whose topic is its name.',
      },
    },
  ],
}
