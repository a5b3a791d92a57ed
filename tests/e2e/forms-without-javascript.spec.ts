import { type Locator, type Page } from '@playwright/test'
import { adminSearchClient } from '@dealer/stock-import/search-client'
import type { StockCar } from '@dealer/stock/car'
import { stockIndexName } from '@dealer/stock/index-schema'
import { mobileFor, staffRecords } from './cms-records'
import { BAYSIDE, OUTBACK, SOUTHERN_CROSS, siteUrl } from './sites'
import { codeFor, newMobile } from './sms-codes'
import { valuableStockCar } from './trade-in-cars'
import { financeCar } from './finance-cars'
import { expect, test } from './test'

/**
 * Issue 43: every lead form works as HTML, with JavaScript off: a link to the form's page, a post to the page's action,
 * the errors next to their fields with what was typed kept, then /success, and the lead in the CMS. (axe needs the page's
 * JavaScript: the same pages, errors shown, are checked in forms-before-hydration.spec.ts.)
 */
test.use({ javaScriptEnabled: false })

const run = Date.now().toString(36)

async function fillContact(scope: Locator, lastName: string, postcode = '2150') {
  await scope.getByLabel('First Name').fill('Ava')
  await scope.getByLabel('Last Name').fill(lastName)
  await scope.getByLabel('Mobile Number').fill(mobileFor(lastName).replace(/^0/, '+61 '))
  await scope.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await scope.getByLabel('Postcode').fill(postcode)
}

/** The sent page: /success with the lead's reference, which it names. */
async function expectSent(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/success\?lead=\d+&category=/)
  const lead = Number(new URL(page.url()).searchParams.get('lead'))
  await expect(page.getByText(`Your reference number is ${lead}.`)).toBeVisible()
  return lead
}

/** The first car of a site's used stock, opened from its search page. */
async function openFirstCar(page: Page, site: string): Promise<string> {
  await page.goto(siteUrl(site, '/search/used-cars'))
  const card = page.locator('main').getByRole('article').first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  return name
}

test('Enquire Now without JavaScript: the enquiry page, a postcode error with every value kept, then sent and in the CMS', async ({ page, request }) => {
  const carName = await openFirstCar(page, BAYSIDE)
  await page.locator('aside').getByRole('link', { name: 'Enquire Now', exact: true }).click()
  await expect(page).toHaveURL(/\/enquire\?kind=enquire$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquire Now')
  await expect(page.getByText(carName, { exact: true })).toBeVisible()

  const lastName = `Plain${run}`
  const form = page.getByRole('main')
  await fillContact(form, lastName, '21')
  await form.getByLabel('Message').fill('Is it still available?')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: 'Postcode: Invalid postcode. Please enter a 4-digit number.' })).toBeVisible()
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Postcode')).toHaveValue('21')
  await expect(form.getByLabel('Last Name')).toHaveValue(lastName)
  await expect(form.getByLabel('Message')).toHaveValue('Is it still available?')

  await form.getByLabel('Postcode').fill('4163')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  const leadId = await expectSent(page)
  await expect(page.getByText('Your used car enquiry has been sent to Bayside Toyota.', { exact: false })).toBeVisible()

  const [lead] = await staffRecords(request, BAYSIDE, 'leads', { lastName })
  expect(lead).toMatchObject({ id: leadId, form: 'enquiry', phone: mobileFor(lastName), postcode: '4163', message: 'Is it still available?' })
})

test('Request More Photos and Find Me Something Similar without JavaScript: each its own page, each its own lead', async ({ page, request }) => {
  await openFirstCar(page, OUTBACK)
  await page.locator('aside').getByRole('link', { name: 'Request More Photos' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request More Photos')
  await expect(page.getByLabel('Message')).toHaveValue('Please send me more photos of this car.')
  const photos = `Photos${run}`
  await fillContact(page.getByRole('main'), photos, '5098')
  await page.getByRole('button', { name: 'Request Photos' }).click()
  await expectSent(page)

  await page.goBack()
  await page.goto(page.url().replace('kind=photos', 'kind=similar'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Me Something Similar')
  const similar = `Similar${run}`
  await fillContact(page.getByRole('main'), similar, '5098')
  await page.getByRole('button', { name: 'Find Me Something Similar' }).click()
  await expectSent(page)

  const [photoLead] = await staffRecords(request, OUTBACK, 'leads', { lastName: photos })
  expect(photoLead).toMatchObject({ form: 'enquiry', subcategory: 'Photo Request', message: 'Please send me more photos of this car.' })
  const [similarLead] = await staffRecords(request, OUTBACK, 'leads', { lastName: similar })
  expect(similarLead).toMatchObject({ form: 'enquiry', subcategory: 'Find Me Something Similar', message: 'Please let me know about similar cars.' })
})

test('a test drive without JavaScript: step 1 chooses a time (a GET to the same page), step 2 books it, and the CMS has the time', async ({
  page,
  request,
}) => {
  await openFirstCar(page, SOUTHERN_CROSS)
  await page.getByRole('main').getByRole('link', { name: 'Book a Test Drive' }).click()
  await expect(page.getByRole('heading', { name: 'Step 1 of 2: Choose a time' })).toBeVisible()
  const time = page.getByLabel('Preferred date and time')
  const chosen = await time.locator('option').nth(1).getAttribute('value')
  await time.selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/step=2/)
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeVisible()
  await expect(page.getByLabel('Preferred date and time')).toBeHidden()
  const lastName = `PlainDrive${run}`
  // A first send with an email that isn't one: step 2 again, the time still chosen.
  await fillContact(page.getByRole('main'), lastName)
  await page.getByLabel('Email Address').fill('ava@')
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page.getByRole('link', { name: 'Email Address: Please enter a valid email address.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeVisible()
  await page.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expectSent(page)

  const [lead] = await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'test-drive', bookingDate: new Date(chosen!).toISOString() })
})

test('the contact form without JavaScript: the site’s required fields, the opt-in as left, and the lead', async ({ page, request }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/contact'))
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: 'Location: Please choose a location.' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Comments: Please enter your comments.' })).toBeVisible()

  const lastName = `PlainContact${run}`
  await page.getByLabel('Location').selectOption({ index: 1 })
  await page.getByLabel('Preferred dealership').selectOption({ index: 1 })
  await fillContact(page.getByRole('main'), lastName)
  await page.getByLabel('Comments').fill('Do you take trade-ins on weekends?')
  await page.getByLabel('Keep me up to date with offers and news').uncheck()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expectSent(page)
  const [lead] = await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'contact', category: 'General Enquiry', consent: false, message: 'Do you take trade-ins on weekends?' })
})

test('/service, /vehicle-parts-and-accessories and bare /contact-us without JavaScript: each sends its lead', async ({ page, request }) => {
  const service = `PlainService${run}`
  await page.goto(siteUrl(SOUTHERN_CROSS, '/service'))
  const serviceForm = page.locator('#service-form')
  await fillContact(serviceForm, service)
  await serviceForm.getByLabel('Make').fill('Mazda')
  await serviceForm.getByLabel('What does your car need?').fill('A logbook service.')
  await serviceForm.getByRole('button', { name: 'Request a Service' }).click()
  await expectSent(page)

  const parts = `PlainParts${run}`
  await page.goto(siteUrl(OUTBACK, '/vehicle-parts-and-accessories'))
  const partsForm = page.locator('#parts-form')
  await partsForm.getByLabel('What parts or accessories do you need?').fill('A tow bar for a Hilux.')
  await fillContact(partsForm, parts, '5098')
  await partsForm.getByRole('button', { name: 'Send Parts Enquiry' }).click()
  await expectSent(page)

  const contactUs = `PlainContactUs${run}`
  await page.goto(siteUrl(OUTBACK, '/contact-us'))
  const contactForm = page.locator('#contact-form')
  await contactForm.getByLabel('Location').selectOption({ index: 1 })
  await fillContact(contactForm, contactUs, '5098')
  await contactForm.getByLabel('Comments').fill('What are your hours on public holidays?')
  await contactForm.getByRole('button', { name: 'Send Enquiry' }).click()
  await expectSent(page)

  expect((await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName: service }))[0]).toMatchObject({ category: 'Service Enquiry' })
  expect((await staffRecords(request, OUTBACK, 'leads', { lastName: parts }))[0]).toMatchObject({ category: 'Parts Enquiry' })
  expect((await staffRecords(request, OUTBACK, 'leads', { lastName: contactUs }))[0]).toMatchObject({ form: 'contact' })
})

test('/book-test-drive without JavaScript: Show free times for the location chosen, then a time booked', async ({ page, request }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/book-test-drive'))
  const form = page.locator('#test-drive-form')
  await form.getByLabel('Car you would like to drive').fill('Mazda CX-5')
  const location = form.getByLabel('Location')
  const locationCount = await location.locator('option').count()
  if (locationCount > 2) {
    await location.selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Show free times' }).click()
    await expect(form.getByLabel('Car you would like to drive')).toHaveValue('Mazda CX-5')
  }
  const time = form.getByLabel('Preferred date and time')
  await expect(time.locator('option').nth(1)).toBeAttached()
  const chosen = await time.locator('option').nth(1).getAttribute('value')
  await time.selectOption({ index: 1 })
  const lastName = `PlainBook${run}`
  await fillContact(form, lastName)
  await form.getByRole('button', { name: 'Book Test Drive' }).click()
  await expectSent(page)
  const [lead] = await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'test-drive', bookingDate: new Date(chosen!).toISOString() })
})

test('the delivery and fuel calculators without JavaScript: each a GET to the car’s page, which shows its answer', async ({ page }) => {
  await openFirstCar(page, BAYSIDE)
  const delivery = page.locator('#delivery-calculator')
  await delivery.getByLabel('Your postcode').fill('4000')
  await delivery.getByRole('button', { name: 'Get estimate' }).click()
  await expect(page).toHaveURL(/\?postcode=4000#delivery-calculator$/)
  await expect(delivery.getByText('Delivery to 4000 (Brisbane metro): $149')).toBeVisible()
  await delivery.getByLabel('Your postcode').fill('40')
  await delivery.getByRole('button', { name: 'Get estimate' }).click()
  await expect(delivery.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible()

  const fuel = page.locator('#fuel-calculator')
  if ((await fuel.count()) === 0) return
  const note = (await fuel.locator('.calculator-note').textContent())!
  const litresPer100 = Number(/At ([\d.]+) L\/100 km/.exec(note)![1])
  await fuel.getByLabel('Kilometres a week').fill('300')
  await fuel.getByLabel('Fuel price ($ per litre)').fill('2.00')
  await fuel.getByRole('button', { name: 'Work it out' }).click()
  await expect(page).toHaveURL(/km=300&fuelPrice=2\.00#fuel-calculator$/)
  const dollars = ((300 / 100) * litresPer100 * 2).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  await expect(fuel.getByText(`About $${dollars} a week`)).toBeVisible()
})

test('sign-in without JavaScript: the mobile number, then the texted code, and back to the page asked for', async ({ page }) => {
  await page.goto(siteUrl(BAYSIDE, '/my-garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  const phone = newMobile()
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await codeFor(phone))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(/\/my-garage$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My garage')
})

test('Save without JavaScript: signed out, to sign in and back; then Save and Saved post to the watchlist and come back', async ({ page }) => {
  const carName = await openFirstCar(page, BAYSIDE)
  const carPath = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist/)
  const phone = newMobile()
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await codeFor(phone))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${carPath}\\?save=`))

  // Without the page's script nothing saves on the way back: the shopper presses Save again, now signed in.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${carPath}(\\?save=[^&]+)?$`))
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.goto(siteUrl(BAYSIDE, '/watchlist'))
  await expect(page.getByRole('link', { name: carName })).toBeVisible()

  await page.goto(siteUrl(BAYSIDE, carPath))
  await page.getByRole('button', { name: 'Saved', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${carPath}$`))
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
})

test('the search page’s filters, sort and paging without JavaScript: one GET form to the listing’s own address, and links', async ({ page }) => {
  await page.goto(siteUrl(SOUTHERN_CROSS, '/search/used-cars'))
  const filters = page.getByRole('complementary', { name: 'Filter cars' })
  const make = filters.getByLabel('Make')
  const makeName = (await make.locator('optgroup').first().locator('option').first().getAttribute('value'))!
  await make.selectOption(makeName)
  await filters.getByLabel('Max kms').fill('150,000')
  await page.getByLabel('Sort by').selectOption('price_asc')
  await filters.getByRole('button', { name: /^Show Me [\d,]+ Cars?$/ }).click()

  await expect(page).toHaveURL(/\/search\/[a-z0-9-]+\?car_type=used&km=-150000&sortBy=price_asc$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(makeName)
  await expect(filters.getByLabel('Max kms')).toHaveValue('150,000')
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc')
  const cards = page.locator('main').getByRole('article')
  await expect(cards.first()).toBeVisible()

  // Keywords: the form's first button, so Enter in the field sends them.
  await filters.getByLabel('Keywords').fill('automatic')
  await filters.getByLabel('Keywords').press('Enter')
  await expect(page).toHaveURL(/query=automatic/)

  // Paging is links.
  await page.goto(siteUrl(SOUTHERN_CROSS, '/search/new-used-and-demo-cars'))
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).first().click()
  await expect(page).toHaveURL(/page=2$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('reserving without JavaScript: sign in, the checkout’s details sent back with an error, then Pay to the payment page, and the hold in the CMS', async ({
  page,
  request,
}) => {
  // A reservable Bayside car of its own: not the first ones, which other specs use.
  const { hits } = await adminSearchClient().client.searchSingleIndex<StockCar>({
    indexName: stockIndexName(BAYSIDE),
    searchParams: { filters: 'status:in_stock AND reserved:false AND price > 15000 AND price < 150000', hitsPerPage: 30 },
  })
  const car = hits.filter((hit) => !/electric|hybrid/i.test(hit.simple_fuel ?? '')).at(-2)!
  const checkout = `/cars/${car.slug}/checkout`
  await page.goto(siteUrl(BAYSIDE, `/sign-in?type=checkout&redirect=${encodeURIComponent(checkout)}`))
  const phone = newMobile()
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('Verification code').fill(await codeFor(phone))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${checkout}$`))

  const lastName = `PlainReserve${run}`
  await page.getByLabel('First name').fill('Riley')
  await page.getByLabel('Last name').fill(lastName)
  await page.getByLabel('Email').fill('riley@')
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
  await expect(page.getByText('Please enter a valid email address, like name@example.com.', { exact: true }).first()).toBeVisible()
  await expect(page.getByLabel('Last name')).toHaveValue(lastName)
  await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`)
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()

  // The payment provider's page (the local simulator's), whose own form works without JavaScript too.
  await expect(page).toHaveURL(/\/checkout\/test-payment\?checkout=/)
  const [held] = await staffRecords(request, BAYSIDE, 'reservations', { lastName })
  expect(held).toMatchObject({ name: 'Riley', email: `${lastName.toLowerCase()}@example.com`, car: expect.objectContaining({ slug: car.slug }) })
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmation\?reservation=\d+$/)
})

test('the trade-in without JavaScript: each step a post that shows the next, a refused step with its answers kept, the valuation, Accept offer, and the records in the CMS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const car = await valuableStockCar(SOUTHERN_CROSS)
  await page.goto(siteUrl(SOUTHERN_CROSS, '/sell-my-car'))
  const steps = page.locator('.trade-in-form')
  const heading = (name: string) => steps.getByRole('heading', { name: new RegExp(`^${name}`) })

  await steps.getByLabel('Registration plate').fill(car.regplate!)
  await steps.getByLabel('State', { exact: true }).selectOption(car.state)
  await steps.getByRole('button', { name: 'Find my car' }).click()
  await expect(steps.getByText('We found your car', { exact: true })).toBeVisible()
  await expect(steps.getByText(new RegExp(`^${car.year} ${car.make} ${car.model}`))).toBeVisible()
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Condition')).toBeVisible()

  // A step refused: its messages, and what was answered kept.
  await steps.getByLabel('Kilometres').fill(String(Math.max(1000, car.km - 500)))
  await steps.getByRole('group', { name: 'Service history' }).getByLabel('Full service history').check()
  await steps.getByRole('button', { name: 'Next' }).click()
  const summary = steps.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: 'Damage: Please choose an answer.' })).toBeVisible()
  await expect(steps.getByLabel('Kilometres')).toHaveValue(String(Math.max(1000, car.km - 500)))
  await expect(steps.getByLabel('Full service history')).toBeChecked()
  await steps.getByRole('group', { name: 'Damage' }).getByLabel('No damage').check()
  await steps.getByRole('group', { name: 'Tyres' }).getByLabel('Good: plenty of tread').check()
  await steps
    .getByRole('group', { name: /^Fitted accessories/ })
    .getByLabel('No')
    .check()
  await steps.getByRole('group', { name: 'Money owing on the car' }).getByLabel('No').check()
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Your details')).toBeVisible()

  // Back keeps the answers; Next again returns to the details.
  await steps.getByRole('button', { name: 'Back' }).click()
  await expect(steps.getByLabel('No damage')).toBeChecked()
  await steps.getByRole('button', { name: 'Next' }).click()

  const lastName = `PlainTrade${run}`
  await fillContact(steps, lastName, '41')
  await steps.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(summary.getByRole('link', { name: 'Postcode: Invalid postcode. Please enter a 4-digit number.' })).toBeVisible()
  await expect(steps.getByLabel('Last Name')).toHaveValue(lastName)
  await steps.getByLabel('Postcode').fill('4163')
  await steps.getByRole('button', { name: 'Get my valuation' }).click()
  await expect(heading('Your valuation')).toBeVisible()
  await expect(steps.getByText('Your instant estimate', { exact: true })).toBeVisible()
  await expect(steps.locator('.trade-in-form__range')).toHaveText(/^Range \$\d{1,3}(,\d{3})* – \$\d{1,3}(,\d{3})*$/)

  await steps.getByRole('button', { name: 'Accept offer' }).click()
  const accepted = await expectSent(page)
  const leads = await staffRecords(request, SOUTHERN_CROSS, 'leads', { lastName })
  expect(leads.map((lead) => lead.form).sort()).toEqual(['offer-accepted', 'trade-in'])
  const tradeInLead = leads.find((lead) => lead.form === 'trade-in')!
  const [valuation] = await staffRecords(request, SOUTHERN_CROSS, 'trade-in-valuations', { lead: String(tradeInLead.id) })
  expect(valuation).toMatchObject({ plate: car.regplate, state: car.state, make: car.make, offerAcceptedLead: accepted, outcome: 'estimate' })
})

test('the finance pre-approval without JavaScript: Get pre-approved is a link to the form, each step a post, the code texted and checked, then the lender’s page and the lead in the CMS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const car = await financeCar(OUTBACK)
  await page.goto(siteUrl(OUTBACK, `/cars/${car.slug}`))
  await page.getByRole('link', { name: 'Get pre-approved' }).click()
  await expect(page).toHaveURL(new RegExp(`/finance\\?car_id=${car.objectID}(&.*)?#finance-form$`))
  const steps = page.locator('.pre-approval--page')
  const heading = (name: string) => steps.getByRole('heading', { name: new RegExp(`^${name}`) })

  // Quick Estimate: the figures come with a post.
  await steps.getByLabel('Purchase amount').fill('25000')
  await steps.getByRole('button', { name: 'Show my estimate' }).click()
  await expect(steps.locator('.pre-approval__quote dd').first()).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(steps.getByLabel('Purchase amount')).toHaveValue('25000')
  await steps.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Your Details')).toBeVisible()

  // A refused step keeps what was typed.
  const lastName = `PlainFinance${run}`
  const phone = newMobile()
  await steps.getByLabel('First Name').fill('Ava')
  await steps.getByLabel('Last Name').fill(lastName)
  await steps.getByLabel('Mobile Number').fill(phone)
  await steps.getByRole('button', { name: 'Next' }).click()
  const summary = steps.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })
  await expect(summary.getByRole('link', { name: /^Email Address:/ })).toBeVisible()
  await expect(steps.getByLabel('Last Name')).toHaveValue(lastName)
  await steps.getByLabel('Email Address').fill(`${lastName.toLowerCase()}@example.com`)
  await steps.getByLabel('Postcode').fill('4163')
  await steps.getByRole('button', { name: 'Next' }).click()

  await expect(heading('Instant pre-approval')).toBeVisible()
  await steps.getByRole('button', { name: 'Send code' }).click()
  await steps.getByLabel('Verification code').fill(await codeFor(phone))
  await steps.getByRole('button', { name: 'Verify' }).click()
  await expect(heading('Apply to lender')).toBeVisible()
  await expect(steps.getByText('$25,000')).toBeVisible()
  await steps.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/finance\/lender\?application=/)

  const [lead] = await staffRecords(request, OUTBACK, 'leads', { lastName })
  expect(lead).toMatchObject({ form: 'finance', postcode: '4163' })
})
