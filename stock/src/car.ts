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
  nvic?: string | null
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
}
