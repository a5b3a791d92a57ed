import type { TradeInFaqEntry } from './trade-in-page.server'

/**
 * Spec 001 §2: "Trade-in FAQ is a collapsible section": the site's FAQs on the trade-in topic in one native disclosure
 * (<details>/<summary>), closed until opened. The browser gives it keyboard and screen-reader support without any of
 * our JavaScript, and the answers are in the page for search engines. Nothing when the site has no such FAQs.
 */
export function TradeInFaq({ faqs }: { faqs: TradeInFaqEntry[] }) {
  if (faqs.length === 0) return null
  return (
    <section className="trade-in-faq" aria-labelledby="trade-in-faq-title">
      <details className="trade-in-faq__details">
        <summary className="trade-in-faq__summary">
          <span id="trade-in-faq-title">Trade-in FAQ</span>
        </summary>
        <dl className="trade-in-faq__list">
          {faqs.map((faq) => (
            <div key={faq.id}>
              <dt>{faq.question}</dt>
              <dd>
                {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  )
}
