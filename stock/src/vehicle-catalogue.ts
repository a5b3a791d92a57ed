/**
 * The manufacturer list the trade-in's "make → model → year → badge" step offers (spec 001 §7): a small static
 * catalogue of cars commonly traded in Australia, merged with whatever the group's own stock holds (its makes, models,
 * years and badges), so a shopper finds their car whether or not the dealer has one like it. Pure.
 */
import { compareLabels } from './text'

/** A model line: the model years it was sold here (`until` null: still on sale) and its common badges. */
export interface CatalogueModel {
  model: string
  since: number
  until?: number | null
  badges: readonly string[]
}

const model = (name: string, since: number, badges: readonly string[], until: number | null = null): CatalogueModel => ({
  model: name,
  since,
  until,
  badges,
})

/**
 * Common makes and models (Australian new-car sales leaders of the last fifteen years). Not every model a registry
 * knows: the list is the shopper's shortcut, and the stock merge and the registration lookup cover the rest.
 */
export const VEHICLE_CATALOGUE: Readonly<Record<string, readonly CatalogueModel[]>> = {
  BMW: [model('X3', 2011, ['sDrive20i', 'xDrive20d', 'xDrive30i', 'M40i']), model('3 Series', 2012, ['320i', '330i', '330e', 'M340i'])],
  Ford: [
    model('Ranger', 2011, ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor']),
    model('Everest', 2015, ['Ambiente', 'Trend', 'Sport', 'Platinum']),
    model('Focus', 2011, ['Trend', 'ST-Line', 'Titanium', 'ST'], 2022),
    model('Escape', 2017, ['Escape', 'ST-Line', 'Vignale'], 2025),
  ],
  Holden: [
    model('Commodore', 2010, ['Evoke', 'SV6', 'Calais', 'SS', 'RS', 'LT'], 2020),
    model('Colorado', 2012, ['LS', 'LT', 'LTZ', 'Z71'], 2020),
    model('Cruze', 2010, ['CD', 'Equipe', 'SRi'], 2017),
  ],
  Honda: [
    model('CR-V', 2012, ['Vi', 'VTi', 'VTi-L', 'e:HEV RS']),
    model('Civic', 2012, ['VTi', 'VTi-L', 'RS', 'Type R']),
    model('HR-V', 2015, ['Vi X', 'e:HEV L']),
  ],
  Hyundai: [
    model('i30', 2012, ['Active', 'Elite', 'N Line', 'N']),
    model('Tucson', 2015, ['Tucson', 'Elite', 'Highlander', 'N Line']),
    model('Kona', 2017, ['Kona', 'Premium', 'N Line']),
    model('Santa Fe', 2012, ['Santa Fe', 'Elite', 'Calligraphy']),
    model('Ioniq 5', 2021, ['Dynamiq', 'Epiq', 'N']),
  ],
  Isuzu: [model('D-Max', 2012, ['SX', 'LS-M', 'LS-U', 'X-Terrain']), model('MU-X', 2013, ['LS-M', 'LS-U', 'LS-T'])],
  Kia: [
    model('Sportage', 2010, ['S', 'SX', 'SX+', 'GT-Line']),
    model('Cerato', 2013, ['S', 'Sport', 'Sport+', 'GT']),
    model('Sorento', 2012, ['S', 'Sport', 'GT-Line']),
    model('Carnival', 2015, ['S', 'SI', 'SLI', 'Platinum']),
  ],
  Mazda: [
    model('CX-5', 2012, ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera']),
    model('CX-3', 2015, ['Neo Sport', 'Maxx Sport', 'Akari']),
    model('CX-30', 2019, ['G20 Pure', 'G20 Evolve', 'G25 Astina']),
    model('Mazda3', 2010, ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina']),
    model('BT-50', 2011, ['XS', 'XT', 'GT', 'Thunder']),
  ],
  'Mercedes-Benz': [model('C-Class', 2012, ['C200', 'C300', 'C43 AMG']), model('GLC', 2016, ['GLC200', 'GLC300', 'GLC43 AMG'])],
  Mitsubishi: [
    model('Triton', 2010, ['GLX', 'GLX+', 'GLS', 'GSR']),
    model('Outlander', 2012, ['ES', 'LS', 'Aspire', 'Exceed']),
    model('ASX', 2010, ['ES', 'LS', 'Exceed']),
    model('Pajero Sport', 2015, ['GLX', 'GLS', 'Exceed']),
  ],
  MG: [model('ZS', 2017, ['Excite', 'Essence']), model('MG3', 2018, ['Core', 'Vibe', 'Excite'])],
  Nissan: [
    model('Navara', 2010, ['SL', 'ST', 'ST-X', 'PRO-4X']),
    model('X-Trail', 2010, ['ST', 'ST-L', 'Ti', 'N-Trek']),
    model('Patrol', 2013, ['Ti', 'Ti-L', 'Warrior']),
  ],
  Subaru: [
    model('Forester', 2012, ['2.5i', '2.5i-L', '2.5i Premium', '2.5i-S']),
    model('Outback', 2010, ['AWD', 'AWD Sport', 'AWD Touring']),
    model('XV', 2012, ['2.0i', '2.0i-L', '2.0i-S'], 2023),
  ],
  Tesla: [model('Model 3', 2019, ['RWD', 'Long Range', 'Performance']), model('Model Y', 2022, ['RWD', 'Long Range', 'Performance'])],
  Toyota: [
    model('HiLux', 2010, ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport']),
    model('RAV4', 2010, ['GX', 'GXL', 'Cruiser', 'Edge']),
    model('Corolla', 2010, ['Ascent Sport', 'SX', 'ZR']),
    model('Camry', 2010, ['Ascent', 'SX', 'SL']),
    model('LandCruiser', 2010, ['GX', 'GXL', 'VX', 'Sahara']),
    model('Kluger', 2010, ['GX', 'GXL', 'Grande']),
    model('Prado', 2010, ['GX', 'GXL', 'VX', 'Kakadu']),
  ],
  Volkswagen: [
    model('Golf', 2010, ['110TSI Life', 'R-Line', 'GTI', 'R']),
    model('Amarok', 2011, ['Core', 'Life', 'Style', 'Aventura']),
    model('Tiguan', 2011, ['110TSI Life', '162TSI R-Line']),
  ],
}

/** What the group's own stock holds, as the search index's facet counts (make, `Make:Model`, year, badge). */
export interface StockCatalogueFacets {
  make?: Record<string, number>
  make_model?: Record<string, number>
  year?: Record<string, number>
  badge?: Record<string, number>
}

const key = (value: string) => value.trim().toLowerCase()

/** The values of both lists once each (case-insensitively; the catalogue's spelling first), alphabetically. */
function union(catalogue: readonly string[], stock: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const value of [...catalogue, ...stock]) {
    const trimmed = value.trim()
    if (trimmed && !seen.has(key(trimmed))) seen.set(key(trimmed), trimmed)
  }
  return [...seen.values()].sort(compareLabels)
}

function catalogueModels(make: string): readonly CatalogueModel[] {
  const entry = Object.entries(VEHICLE_CATALOGUE).find(([name]) => key(name) === key(make))
  return entry?.[1] ?? []
}

function catalogueModel(make: string, model: string): CatalogueModel | undefined {
  return catalogueModels(make).find((candidate) => key(candidate.model) === key(model))
}

/** Every make: the catalogue's and the stock's. */
export function catalogueMakes(stock: StockCatalogueFacets): string[] {
  return union(Object.keys(VEHICLE_CATALOGUE), Object.keys(stock.make ?? {}))
}

/** The make's models: the catalogue's, and the stock's of that make (`stock` is faceted on cars of that make). */
export function catalogueModelsOf(make: string, stock: StockCatalogueFacets): string[] {
  const prefix = `${key(make)}:`
  const stockModels = Object.keys(stock.make_model ?? {}).flatMap((pair) => (key(pair).startsWith(prefix) ? [pair.slice(pair.indexOf(':') + 1)] : []))
  return union(
    catalogueModels(make).map((entry) => entry.model),
    stockModels,
  )
}

/**
 * The model's years, newest first: the catalogue's from `since` to `until` (or next year's models, already on sale
 * late in the year), and any year the stock has of that model.
 */
export function catalogueYearsOf(make: string, model: string, stock: StockCatalogueFacets, now: Date): number[] {
  const entry = catalogueModel(make, model)
  const years = new Set<number>()
  if (entry) for (let year = Math.min(entry.until ?? Infinity, now.getUTCFullYear() + 1); year >= entry.since; year--) years.add(year)
  for (const value of Object.keys(stock.year ?? {})) {
    const year = Number(value)
    if (Number.isInteger(year)) years.add(year)
  }
  return [...years].sort((a, b) => b - a)
}

/** The badges of that model and year: the catalogue's (when it sold that year) and the stock's. May be empty. */
export function catalogueBadgesOf(make: string, model: string, year: number, stock: StockCatalogueFacets): string[] {
  const entry = catalogueModel(make, model)
  const sold = entry && year >= entry.since && year <= (entry.until ?? Infinity)
  return union(sold ? entry.badges : [], Object.keys(stock.badge ?? {}))
}
