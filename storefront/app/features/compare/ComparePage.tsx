import { CopyLinkButton } from '@dealer/blocks/toast'
import { carPath } from '@dealer/stock/car-summary'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { compareUrl } from '../saved-cars/compare-url'
import { COMPARE, COMPARE_LIMIT, FAVOURITES, toggledFavourite, type CompareCar, type FavouriteCar } from '../saved-cars/saved-lists'
import { browserSavedStore, useSavedList } from '../saved-cars/saved-storage'
import { ALL_STOCK_PATH } from '../search/stock-paths'
import type { ComparePageData } from './compare-page.server'
import type { CompareColumn } from './compare-table'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * The compare page: up to four cars side by side, rendered by the server from the address (so a shared link shows the
 * same cars), with this browser's favourites below to add from. Without cars in the address it opens the browser's own
 * compare list. Removing or adding a car makes the page's cars this browser's compare list.
 */
export function ComparePage({ data }: { data: ComparePageData }) {
  const navigate = useNavigate()
  const stored = useSavedList(COMPARE)
  const heading = useRef<HTMLHeadingElement>(null)
  const { named, columns, rows } = data

  useEffect(() => {
    if (named !== null || !stored || stored.length === 0) return
    void navigate(compareUrl(stored.map((car) => car.slug)), { replace: true })
  }, [named, stored, navigate])

  /** Cars this browser meant to compare that the site no longer has: named, kept, but not found. */
  const gone = named && stored ? stored.filter((car) => named.includes(car.slug) && !columns.some((column) => column.slug === car.slug)) : []

  function show(cars: CompareCar[]) {
    browserSavedStore().write(COMPARE, cars)
    void navigate(compareUrl(cars.map((car) => car.slug)), { preventScrollReset: true })
    // The pressed button goes with its column: focus continues from the heading.
    heading.current?.focus()
  }
  const shown: CompareCar[] = columns.map(({ id, slug, name }) => ({ id, slug, name }))
  const remove = (slug: string) => show(shown.filter((car) => car.slug !== slug))

  return (
    <div className="compare-page">
      <title>{`Compare cars | ${data.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Compare cars' }]} />
      <h1 ref={heading} tabIndex={-1}>
        Compare cars
      </h1>
      {columns.length > 0 ? (
        <>
          <div className="compare-page__actions">
            <p>
              {columns.length === 1 ? '1 car' : `${columns.length} cars`} side by side (up to {COMPARE_LIMIT}). Share this comparison with its link.
            </p>
            <CopyLinkButton className="button" />
          </div>
          <CompareTable columns={columns} rows={rows} onRemove={remove} />
        </>
      ) : (
        <section className="empty-state" aria-labelledby="compare-empty">
          <h2 id="compare-empty">No cars to compare yet</h2>
          <p>Press Compare on up to {COMPARE_LIMIT} cars to see them here side by side.</p>
          <a className="button button--primary" href={ALL_STOCK_PATH}>
            Browse our cars
          </a>
        </section>
      )}
      {gone.length > 0 ? (
        <section className="compare-page__gone" aria-labelledby="compare-gone">
          <h2 id="compare-gone">No longer available</h2>
          <ul>
            {gone.map((car) => (
              <li key={car.id}>
                {car.name} is no longer available.{' '}
                <ScriptButton
                  className="link-button"
                  aria-label={`Remove ${car.name} from the comparison`}
                  onClick={() => show(shown.filter((kept) => kept.id !== car.id))}
                >
                  Remove
                </ScriptButton>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <YourFavourites shown={shown} onAdd={(car) => show([...shown, car])} />
    </div>
  )
}

function CompareTable({ columns, rows, onRemove }: Pick<ComparePageData, 'columns' | 'rows'> & { onRemove: (slug: string) => void }) {
  return (
    // A narrow screen scrolls the table sideways; the region can take focus so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="compare-table-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          The cars side by side
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                <CarHead column={column} onRemove={onRemove} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.id ?? index}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">Not listed</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CarHead({ column, onRemove }: { column: CompareColumn; onRemove: (slug: string) => void }) {
  return (
    <div className="compare-table__car">
      {column.imageUrl ? <img className="compare-table__image" src={column.imageUrl} alt="" width={300} height={200} decoding="async" /> : null}
      <a href={column.path}>{column.name}</a>
      {column.available ? null : <p className="compare-table__gone">No longer available</p>}
      <ScriptButton className="link-button" aria-label={`Remove ${column.name} from the comparison`} onClick={() => onRemove(column.slug)}>
        Remove
      </ScriptButton>
    </div>
  )
}

/** This browser's favourites (spec 001 §3), to open, add to the comparison or forget; nothing when there are none. */
function YourFavourites({ shown, onAdd }: { shown: CompareCar[]; onAdd: (car: CompareCar) => void }) {
  const favourites = useSavedList(FAVOURITES)
  if (!favourites || favourites.length === 0) return null
  const forget = (car: FavouriteCar) => browserSavedStore().write(FAVOURITES, toggledFavourite(favourites, car))
  return (
    <section className="compare-page__favourites" aria-labelledby="your-favourites">
      <h2 id="your-favourites">Your favourites</h2>
      <ul className="favourites-list">
        {favourites.map((car) => (
          <li key={car.id} className="favourites-list__car">
            <a href={carPath(car)}>
              {car.primary_image_url ? <img src={car.primary_image_url} alt="" width={240} height={160} loading="lazy" decoding="async" /> : null}
              <span>{car.name}</span>
            </a>
            {shown.some((compared) => compared.id === car.id) ? (
              <p className="favourites-list__note">In the comparison</p>
            ) : shown.length >= COMPARE_LIMIT ? (
              <p className="favourites-list__note">The comparison is full</p>
            ) : (
              <ScriptButton
                className="link-button"
                aria-label={`Add to comparison: ${car.name}`}
                onClick={() => onAdd({ id: car.id, slug: car.slug, name: car.name })}
              >
                Add to comparison
              </ScriptButton>
            )}
            <ScriptButton className="link-button" aria-label={`Remove ${car.name} from favourites`} onClick={() => forget(car)}>
              Remove
            </ScriptButton>
          </li>
        ))}
      </ul>
    </section>
  )
}
