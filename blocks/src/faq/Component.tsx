import type { Faq, FaqBlock } from '@dealer/cms-contract'

export type FaqData = Array<Pick<Faq, 'id' | 'question' | 'answer'>>

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support come from
 * the browser, and answers are in the page for search engines. Closed until opened.
 */
export function FaqBlockView({ block, data }: { block: FaqBlock; data: FaqData }) {
  if (data.length === 0) return null
  const headingId = `faq-${block.id ?? 'list'}`
  return (
    <section className="block-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {data.map((faq) => (
        <details key={faq.id} className="block-faq__item">
          <summary>{faq.question}</summary>
          {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </details>
      ))}
    </section>
  )
}
