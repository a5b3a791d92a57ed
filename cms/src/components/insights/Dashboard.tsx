'use client'
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { stringify } from 'csv-stringify/browser/esm/sync'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { InsightsAnswer as Insights } from '../../insights/endpoint'
import type { TrafficSource } from '../../leads/traffic-source'
import { lastDays as lastDaysTo, todayIn, type Compared } from '../../insights/figures'
import type { Series } from './charts'

/**
 * The admin's landing page for staff (issue 46): the site chosen in the Site selector (a super-admin with none chosen:
 * every site), over the last 7, 30 or 90 days or a range of their own, against the period before, from
 * GET /api/insights. Every chart has its table beside it, and every table downloads as CSV.
 */

const StackedBars = lazy(() => import('./charts'))

const FORM_LABELS: Record<string, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  finance: 'Finance',
  'trade-in': 'Trade-in',
  reservation: 'Reserve',
  'offer-accepted': 'Offer accepted',
  contact: 'Contact',
}
const SOURCE_LABELS: Record<TrafficSource, string> = {
  campaign: 'Campaign',
  referral: 'Another site',
  direct: 'Direct',
}
const REFUSAL_LABELS: Record<string, string> = {
  'allowance-exhausted': 'Monthly cap reached',
  'phone-limit': 'Too many to one phone',
  'network-limit': 'Too many from one network',
}

const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const count = (value: number) => value.toLocaleString('en-AU')
/** yyyy-mm-dd as dd/mm/yyyy. */
const auDate = (day: string) => day.split('-').reverse().join('/')
const auDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso))
const duration = (minutes: number | null) => {
  if (minutes === null) return 'none yet'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.round(hours / 24)} days`
}
const changeText = (figure: Compared) =>
  figure.percent === null
    ? `${figure.change >= 0 ? '+' : ''}${count(figure.change)} on the period before`
    : `${figure.percent >= 0 ? '+' : ''}${figure.percent}% on the period before (${count(figure.previous)})`

/** Until the first answer names the site's clock: Brisbane's, as the API's for several sites. */
const FIRST_CLOCK = 'Australia/Brisbane'
/** The last `days` days to today, on the clock the API reads the days on. */
const lastDays = (days: number, timeZone: string) => lastDaysTo(todayIn(timeZone), days)

function download(name: string, header: string[], rows: Array<Array<string | number | null>>) {
  const blob = new Blob([stringify([header, ...rows])], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = name
  link.click()
  URL.revokeObjectURL(link.href)
}

export function Dashboard() {
  const { selectedTenantID, options } = useTenantSelection()
  const [preset, setPreset] = useState<'7' | '30' | '90' | 'custom'>('30')
  const [timeZone, setTimeZone] = useState(FIRST_CLOCK)
  const [custom, setCustom] = useState(() => lastDays(30, FIRST_CLOCK))
  const [site, setSite] = useState<string | null>(null)
  const [insights, setInsights] = useState<Insights | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const range = preset === 'custom' ? custom : lastDays(Number(preset), timeZone)

  useEffect(() => {
    let current = true
    if (selectedTenantID === undefined || selectedTenantID === null || selectedTenantID === '') {
      setSite('all')
      return
    }
    void fetch(`/api/tenants/${selectedTenantID}?depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ slug: string }>) : null))
      .then((tenant) => current && setSite(tenant?.slug ?? 'all'))
    return () => {
      current = false
    }
  }, [selectedTenantID])

  useEffect(() => {
    if (!site) return
    let current = true
    setProblem(null)
    void fetch(`/api/insights?${new URLSearchParams({ site, from: range.from, to: range.to })}`, { credentials: 'include' }).then(async (response) => {
      const answer = (await response.json().catch(() => ({}))) as Insights & { message?: string }
      if (!current) return
      if (response.ok) {
        setInsights(answer)
        setTimeZone(answer.timeZone)
      } else setProblem(answer.message ?? `The figures could not be read (${response.status}).`)
    })
    return () => {
      current = false
    }
  }, [site, range.from, range.to])

  const siteName = selectedTenantID ? (options.find((option) => String(option.value) === String(selectedTenantID))?.label ?? 'This site') : 'All your sites'
  return (
    <div id="insights-dashboard" className="gutter--left gutter--right" style={{ display: 'grid', gap: '2rem', padding: '2rem 0 4rem', maxWidth: '80rem' }}>
      <header style={{ display: 'grid', gap: '0.5rem' }}>
        <h1 style={{ margin: 0 }}>{String(siteName)}: dashboard</h1>
        <p style={{ margin: 0 }}>What your website sells, what it misses, and where leads wait. Choose the site in the Site selector.</p>
      </header>

      <form aria-label="Range" onSubmit={(event) => event.preventDefault()} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end' }}>
        <fieldset style={{ display: 'flex', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>Range</legend>
          {(
            [
              ['7', 'Last 7 days'],
              ['30', 'Last 30 days'],
              ['90', 'Last 90 days'],
              ['custom', 'Dates of my own'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} style={{ display: 'flex', gap: '0.35rem', alignItems: 'center' }}>
              <input type="radio" name="range" value={value} checked={preset === value} onChange={() => setPreset(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <>
            <label style={{ display: 'grid' }}>
              From
              <input
                type="date"
                value={custom.from}
                max={custom.to}
                onChange={(event) => event.target.value && setCustom({ ...custom, from: event.target.value })}
              />
            </label>
            <label style={{ display: 'grid' }}>
              To
              <input
                type="date"
                value={custom.to}
                min={custom.from}
                onChange={(event) => event.target.value && setCustom({ ...custom, to: event.target.value })}
              />
            </label>
          </>
        ) : null}
      </form>

      <p role="status" style={{ margin: 0 }}>
        {problem ??
          (insights
            ? `${auDate(insights.range.from)} to ${auDate(insights.range.to)}, compared with ${auDate(insights.previous.from)} to ${auDate(insights.previous.to)}.`
            : 'Reading the figures…')}
      </p>

      {insights && !problem ? <Figures insights={insights} /> : null}
    </div>
  )
}

function Figures({ insights }: { insights: Insights }) {
  const { leads, stock, demand, messages } = insights
  const forms: Series[] = leads.byForm.map((row) => ({ key: row.form, label: FORM_LABELS[row.form] ?? row.form }))
  const byDay = leads.byDay.map((row) => ({ ...row, day: auDate(row.day).slice(0, 5) }))
  const range = `${insights.range.from}-to-${insights.range.to}`
  return (
    <>
      <Section id="leads" title="Leads">
        <Headlines
          items={[
            ['Leads', count(leads.total.current), changeText(leads.total)],
            leads.firstContact.medianMinutes === null
              ? ['Time to first contact (median)', 'None yet', 'no lead in the range has been contacted']
              : [
                  'Time to first contact (median)',
                  duration(leads.firstContact.medianMinutes),
                  `90% within ${duration(leads.firstContact.p90Minutes)} (${count(leads.firstContact.contacted)} contacted)`,
                ],
            ['Waiting over a day', count(leads.waiting.count), 'still New'],
            ['Failed deliveries', count(leads.failedDeliveries.current), changeText(leads.failedDeliveries)],
          ]}
        />
        <Suspense fallback={<p>Drawing the chart…</p>}>
          <StackedBars title={`Leads per day by form, ${auDate(insights.range.from)} to ${auDate(insights.range.to)}`} data={byDay} xKey="day" series={forms} />
        </Suspense>
        <DataTable
          caption="Leads per day by form"
          header={['Day', ...forms.map((form) => form.label), 'Total']}
          rows={leads.byDay.map((row) => [auDate(row.day), ...leads.byForm.map(({ form }) => row[form]), row.total])}
          file={`leads-${range}.csv`}
          collapsed
        />
        <DataTable
          caption="Leads by form, against the period before"
          header={['Form', 'Leads', 'Period before']}
          rows={leads.byForm.map((row) => [FORM_LABELS[row.form] ?? row.form, row.leads, row.previous])}
          file={`leads-by-form-${range}.csv`}
        />
        <DataTable
          caption="Leads by where the visit came from, against the period before"
          header={['Source', 'Campaign or site', 'Leads', 'Period before']}
          rows={leads.bySource.map((row) => [SOURCE_LABELS[row.source], row.name ?? 'All', row.leads, row.previous])}
          file={`leads-by-source-${range}.csv`}
        />
        <DataTable
          caption="Leads still New a day after they came"
          header={['Lead', 'Form', 'Received']}
          rows={leads.waiting.leads.map((lead) => [lead.title, FORM_LABELS[lead.form] ?? lead.form, auDateTime(lead.createdAt, insights.timeZone)])}
          links={leads.waiting.leads.map((lead) => `/admin/collections/leads/${lead.id}`)}
          file={`leads-waiting-${range}.csv`}
          empty="No lead has waited over a day."
        />
      </Section>

      <Section id="stock" title="Stock">
        <Headlines
          items={[
            ['Cars for sale', count(stock.cars), `${count(stock.aged.length)} over 60 days`],
            [
              'Priced above their market',
              count(stock.marketPosition.above),
              `${count(stock.marketPosition.within)} within, ${count(stock.marketPosition.below)} below`,
            ],
            ['Short of photos or words', count(stock.needsAttention.length), 'fewer than 5 photos, or no comments'],
          ]}
        />
        <Suspense fallback={<p>Drawing the chart…</p>}>
          <StackedBars title="Cars by days in stock" data={stock.daysInStock} xKey="label" series={[{ key: 'cars', label: 'Cars' }]} />
        </Suspense>
        <DataTable
          caption="Cars by days in stock"
          header={['Days in stock', 'Cars']}
          rows={stock.daysInStock.map((row) => [row.label, row.cars])}
          file={`days-in-stock-${range}.csv`}
        />
        <DataTable
          caption="Cars over 60 days in stock"
          header={['Car', 'Stock number', 'Price', 'Days in stock']}
          rows={stock.aged.map((car) => [car.name, car.stocknum, car.price === null ? 'No price' : dollars.format(car.price), car.daysInStock])}
          file={`aged-stock-${range}.csv`}
          empty="No car has been in stock over 60 days."
        />
        <DataTable
          caption="Cars priced above the band of comparable cars in your stock"
          header={['Car', 'Stock number', 'Price', 'Comparable band (10th–90th percentile)', 'Suggested price']}
          rows={stock.marketPosition.aboveBand.map((car) => [
            car.name,
            car.stocknum,
            car.price === null ? '' : dollars.format(car.price),
            `${dollars.format(car.low)} to ${dollars.format(car.high)} (${car.comparables} cars)`,
            car.suggestedPrice === null ? '' : dollars.format(car.suggestedPrice),
          ])}
          file={`above-market-${range}.csv`}
          empty="No car is priced above its comparable cars."
        />
        <DataTable
          caption="Cars short of photos or dealer comments"
          header={['Car', 'Stock number', 'Photos', 'Comments']}
          rows={stock.needsAttention.map((car) => [car.name, car.stocknum, car.photos, car.hasComments ? 'Yes' : 'None'])}
          file={`needs-attention-${range}.csv`}
          empty="Every car has 5 photos or more and comments."
        />
        <DataTable
          caption="Views and enquiries per car, the most viewed first"
          header={['Car', 'Stock number', 'Views', 'Enquiries in the range', 'Enquiries per 100 views']}
          rows={stock.conversion.map((car) => [
            car.name,
            car.stocknum,
            car.views,
            car.enquiries,
            car.views === 0 ? '' : (Math.round((car.enquiries / car.views) * 1000) / 10).toLocaleString('en-AU'),
          ])}
          file={`views-and-enquiries-${range}.csv`}
          empty="No car has been viewed yet."
          collapsed
        />
        <DataTable
          caption="The most viewed cars without an enquiry in the range"
          header={['Car', 'Stock number', 'Views']}
          rows={stock.viewedNotEnquired.map((car) => [car.name, car.stocknum, car.views])}
          file={`viewed-not-enquired-${range}.csv`}
          empty="Every viewed car had an enquiry."
        />
      </Section>

      <Section id="demand" title="Demand">
        <Headlines
          items={[
            ['Price-drop alerts sent', count(demand.priceAlertsSent.current), changeText(demand.priceAlertsSent)],
            ['New-stock alerts sent', count(demand.newStockAlertsSent.current), changeText(demand.newStockAlertsSent)],
          ]}
        />
        <DataTable
          caption="Searches that found no car"
          header={['Make', 'Model', 'Words', 'Searches']}
          rows={demand.zeroResultSearches.map((search) => [search.make || 'Any make', search.model || 'Any model', search.query || '(none)', search.searches])}
          file={`searches-without-results-${range}.csv`}
          empty="Every search found a car."
        />
        <DataTable
          caption="The most searched makes and models, against your stock"
          header={['Make', 'Model', 'Searches', 'In stock']}
          rows={demand.mostSearched.map((search) => [search.make, search.model || 'Any model', search.searches, search.inStock])}
          file={`most-searched-${range}.csv`}
          empty="No make was searched in the range."
        />
        <DataTable
          caption="The most saved cars"
          header={['Car', 'Saves']}
          rows={demand.mostSaved.map((car) => [car.name, car.saves])}
          file={`most-saved-${range}.csv`}
          empty="No car was saved in the range."
        />
      </Section>

      <Section id="messages" title="Sign-in and messages">
        <Headlines
          items={[
            [
              'Texts this month',
              `${count(messages.smsThisMonth.sent)} of ${count(messages.smsThisMonth.cap)}`,
              'sign-in codes and alerts against the monthly cap',
            ],
            ['Sign-ups', count(messages.signUps.current), changeText(messages.signUps)],
          ]}
        />
        <DataTable
          caption="Texts refused in the range"
          header={['Reason', 'Refused']}
          rows={Object.entries(messages.refusedSends).map(([reason, refused]) => [REFUSAL_LABELS[reason] ?? reason, refused])}
          file={`refused-texts-${range}.csv`}
          empty="No text was refused."
        />
      </Section>
    </>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} style={{ display: 'grid', gap: '1rem' }}>
      <h2 id={`${id}-heading`} style={{ margin: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Headlines({ items }: { items: Array<[label: string, value: string, note: string]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '1rem', margin: 0 }}>
      {items.map(([label, value, note]) => (
        <div key={label} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0, fontSize: '1.75rem', fontWeight: 600 }}>{value}</dd>
          <dd style={{ margin: 0 }}>{note}</dd>
        </div>
      ))}
    </dl>
  )
}

function DataTable({
  caption,
  header,
  rows,
  file,
  links,
  empty,
  collapsed,
}: {
  caption: string
  header: string[]
  rows: Array<Array<string | number | null>>
  file: string
  links?: string[]
  empty?: string
  collapsed?: boolean
}) {
  const table =
    rows.length === 0 ? (
      <p style={{ margin: 0 }}>{empty ?? 'Nothing in the range.'}</p>
    ) : (
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', minWidth: '24rem' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, padding: '0.25rem 0' }}>{caption}</caption>
          <thead>
            <tr>
              {header.map((cell) => (
                <th
                  key={cell}
                  scope="col"
                  style={{ textAlign: 'left', padding: '0.25rem 0.75rem 0.25rem 0', borderBottom: '1px solid var(--theme-elevation-300)' }}
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '0.25rem 0.75rem 0.25rem 0' }}>
                      {links?.[index] ? <a href={links[index]}>{cell}</a> : cell}
                    </th>
                  ) : (
                    <td key={column} style={{ padding: '0.25rem 0.75rem 0.25rem 0' }}>
                      {typeof cell === 'number' ? count(cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  const button =
    rows.length === 0 ? null : (
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={() => download(file, header, rows)}
        style={{ justifySelf: 'start', margin: 0 }}
      >
        Download “{caption}” as CSV
      </button>
    )
  if (collapsed)
    return (
      <details style={{ display: 'grid', gap: '0.5rem' }}>
        <summary>Table view: {caption}</summary>
        {table}
        {button}
      </details>
    )
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {rows.length === 0 ? <h3 style={{ margin: 0, fontSize: '1rem' }}>{caption}</h3> : null}
      {table}
      {button}
    </div>
  )
}
