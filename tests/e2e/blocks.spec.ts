import { expectAccessible } from './a11y'
import { BAYSIDE, OUTBACK, siteUrl } from './sites'
import { expect, test } from './test'

test('the reviews block shows the site’s rating summary and its newest reviews of 4 stars and up', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE))
  const reviews = page.getByRole('region', { name: 'What Redlands drivers say' })
  // Bayside's reviews come from its Google import: the summary is Google's (spec 001 §9's sample, 590 averaging 4.6).
  await expect(reviews.getByText('Rated 4.6 out of 5 from 590 reviews')).toBeVisible()
  const cards = reviews.getByRole('article')
  expect(await cards.count()).toBeGreaterThan(0)
  expect(await cards.count()).toBeLessThanOrEqual(6)
  for (const label of await cards.getByRole('img').evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')))) {
    expect(Number(/Rated ([\d.]+) out of 5/.exec(label ?? '')?.[1])).toBeGreaterThanOrEqual(4)
  }
  // The date in words, its dd/mm/yyyy on hover (spec 001: review_date_in_words, review_date).
  const date = cards.first().locator('time').first()
  await expect(date).toHaveText(/ago$|^(today|yesterday|just now)$/)
  await expect(date).toHaveAttribute('title', /^\d{2}\/\d{2}\/\d{4}$/)
  await expectAccessible(page)
})

test('the FAQ block lists the site’s questions closed, and a question opens to its answer by click or keyboard', async ({ page }) => {
  await page.goto(siteUrl(OUTBACK, '/pages/faq'))
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const questions = faq.locator('summary')
  expect(await questions.count()).toBeGreaterThan(0)
  const first = faq.locator('details').first()
  await expect(first).not.toHaveAttribute('open')
  await questions.first().click()
  await expect(first).toHaveAttribute('open', '')
  await questions.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '')
  await expectAccessible(page)
})
