import type { Block } from 'payload'

/** The site's FAQs (FAQs in the admin), optionally one topic's, as questions that open to their answers. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Frequently asked questions', maxLength: 80 },
    {
      name: 'topic',
      type: 'text',
      admin: {
        description:
          "Only FAQs with this topic, e.g. Trade-in. Empty: every topic's but the brands' (a make's name as topic: those show on its brand overview).",
      },
    },
  ],
}
