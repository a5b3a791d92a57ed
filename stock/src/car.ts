/**
 * A stock record as the demo generator and the feed importer write it to the search index; field names
 * follow spec 000 §3 (Car). Fields a real dealer feed may leave out are nullable.
 */
export interface StockImage {
  image: { url: string; thumb: { url: string } }
}

/** A point of interest on the 360° viewer (spec 000 §3 hotspots): on a spin frame, or on the interior panorama. */
export interface StockHotspot {
  view: 'exterior' | 'interior'
  /** Index into spin_images for exterior hotspots; null for interior. */
  frame: number | null
  /** Position on the image, 0–100 % from the left / top. */
  x: number
  y: number
  title: string
  description: string | null
}

export interface StockVideo {
  video: { url: string }
}

export interface StockLocation {
  id: number
  name: string
  slug: string
  phone: string | null
  city: string
  state: string
  address: string | null
  postcode: string | null
  /** The location on Google Maps (spec 000 §3 location.place_url). */
  place_url: string | null
  /** Other places the car can be delivered to or seen at: a lead may choose one (spec 000 §3 lead form). */
  distribution_locations: StockDistributionLocation[]
}

/** A place a car can be collected from besides its own yard (spec 000 §3 location.distribution_locations). */
export interface StockDistributionLocation {
  id: number
  name: string
  city: string | null
  state: string | null
}

/** What the stock is: the search page's item-type facet; caravans carry `specifications`. */
export type ItemType = 'car' | 'caravan' | 'motorcycle' | 'truck'

/** A caravan's build (spec 001 §3 Car specifications): lengths in millimetres, masses in kilograms. */
export interface CaravanSpecifications {
  body_width: number | null
  body_length: number | null
  tare_weight: number | null
  aggregate_trailer_mass: number | null
  axle_type: string | null
  sleeps: number | null
}

/** One lender's offer for this car (spec 000 §3 finance_lenders entry); amounts in dollars, rates in % a year. */
export interface StockFinanceLender {
  interestRate: number | null
  comparisonRate: number | null
  paymentWeek: number | null
  paymentMonth: number | null
  termYears: number | null
  deposit: number | null
  balloon: number | null
  establishmentFees: number | null
  disclaimer: string | null
}

/** The YouX broker's quote for this car (spec 001 §3 youxQuote). */
export interface StockYouxQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number | null
  comparisonRate: number | null
}

/** Market prices from AutoGrab (spec 001 §3 autograb_data): the below-market badge compares against them. */
export interface StockAutograbData {
  state_average_market_price: number | null
  average_market_price: number | null
}

/** New, demo (a dealer's demonstrator) or used. */
export type CarType = 'new' | 'demo' | 'used'

/** Spec 000 §3: in_stock and coming_soon are available; `others` covers anything else a feed sends. */
type StockStatus = 'in_stock' | 'sold' | 'coming_soon' | 'others'

interface StockVariant {
  cylinders: number | null
  enginesize: number | null
  enginesize_litres: number | null
  induction: string | null
  fuelconsumptioncombined: number | null
  fuelcapacity: number | null
  grossvehiclemass: number | null
  vehiclelength: number | null
  vehicleheight: number | null
  vehiclewidth: number | null
  towingcapacitybraked: number | null
  torque: number | null
  bodyconfiguration: string | null
  ancaprating: number | null
}

export interface StockCar {
  objectID: string
  id: number
  tenant: string
  slug: string
  path: string
  name: string
  year: number
  make: string
  model: string
  make_model: string
  badge: string | null
  series: string | null
  colour: string | null
  interior_colour: string | null
  gearnum: number | null
  bodyconfiguration: string
  car_type: CarType
  status: StockStatus
  tag: string | null
  reserved: boolean
  certified: boolean
  sold: boolean
  preorder: boolean
  price: number
  before_price: number | null
  /** What the car sells for (sellingPrice in ./display: the offer price, else the price; 0 when it shows none): the
   * price sorts and the price filter use it, so they follow the price the cards show. */
  selling_price: number
  price_type: string | null
  /** Facet bucket such as "$30,000 - $40,000"; null when the car shows no price. */
  price_range: string | null
  /** Indicative weekly repayment; null when the car shows no price. */
  weekly_price: number | null
  /** Listed on /special-offers: a reduced price or a sale tag. */
  special_offer: boolean
  km: number
  stocknum: string
  vin: string | null
  /** The car's NVIC (the industry's model code) where the feed has one: brokers price by it (spec 001 §2 personalised finance). */
  nvic: string | null
  regplate: string | null
  rego_expiry: string | null
  build_date: string | null
  compliance_date: string | null
  views: number
  created_at: string
  created_at_timestamp: number
  sold_date_timestamp: number | null
  location: StockLocation
  location_id: number
  location_name: string
  city: string
  state: string
  dealership_id: number
  dealership_slug: string
  dealership_name: string
  images: StockImage[]
  primary_image_url: string
  photos_count: number
  video_url: string | null
  /** Exterior spin frames in rotation order; empty when the car has no 360° spinner. */
  spin_images: string[]
  /** One wide interior panorama image. */
  spin_interior_image: string | null
  hotspots: StockHotspot[]
  /** Such as https://www.youtube.com/embed/…: the car page embeds only addresses with that prefix. */
  external_video_url: string | null
  walkaround_videos: StockVideo[]
  simple_body: string
  body: string
  simple_transmission: 'Automatic' | 'Manual'
  transmission: string
  simple_fuel: string | null
  fuel: string | null
  simple_drive: string | null
  drive: string | null
  seats: number | null
  doors: number | null
  engine_size: number | null
  engine_size_litres: number | null
  dealercomments: string | null
  standardEquipment: string[]
  show_on_dealer_website: boolean
  variant: StockVariant | null
  /** The primary index ranks by this, descending: see `customRank` in ./derive. */
  custom_rank: number

  // Issue 24: fields the feed, the index and the pages gained; the generator and the importer fill every one.
  /** Weekly subscription price, shown first on sites that offer subscriptions (spec 001 §4 price display rule 1). */
  subscription_price: number | null
  /** A reduced or trade-in price (spec 001 §4 price display rule 2). */
  offer_price: number | null
  autograb_data: StockAutograbData | null
  /** A vehicle history report's address (spec 001 §4: the History Report button shows only with one). */
  file: string | null
  /** Thumbnail addresses in the order of `images`. */
  thumbnails: string[]
  /** Other videos of the car (spec 000 §3 videos). */
  videos: StockVideo[]
  youxQuote: StockYouxQuote | null
  /** This car's own finance offers keyed by lender name; when absent, the site's default lender applies. */
  finance_lenders: Record<string, StockFinanceLender> | null
  /** Where a privately owned (consignment) car is. */
  private_suburb: string | null
  private_postcode: string | null
  item_type: ItemType
  /** Caravans only; null for every other item type. */
  specifications: CaravanSpecifications | null
  /** Shopper-facing groupings the search page filters by (e.g. Family, Off-road), worked out from the car. */
  categories?: string[]
  /** The car's equipment that the search page offers as feature filters (a fixed list), worked out from standardEquipment. */
  filtered_features?: string[]
}
