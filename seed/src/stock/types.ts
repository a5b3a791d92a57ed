/** A stock record as the feed writes it to the search index; field names follow spec 000 §3 (Car). */
export interface StockImage {
  image: { url: string; thumb: { url: string } }
}

export interface StockLocation {
  id: number
  name: string
  slug: string
  phone: string
  city: string
  state: string
  address: string
  postcode: string
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
  badge: string
  series: string | null
  colour: string
  interior_colour: string
  gearnum: number
  bodyconfiguration: string
  car_type: 'new' | 'demo' | 'used'
  status: 'in_stock' | 'sold' | 'coming_soon'
  tag: string | null
  reserved: boolean
  certified: boolean
  sold: boolean
  preorder: boolean
  price: number
  before_price: number | null
  price_type: string
  price_range: string
  weekly_price: number
  km: number
  stocknum: string
  vin: string
  regplate: string | null
  rego_expiry: string | null
  build_date: string
  compliance_date: string
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
  simple_body: string
  body: string
  simple_transmission: 'Automatic' | 'Manual'
  transmission: string
  simple_fuel: string
  fuel: string
  simple_drive: string
  drive: string
  seats: number
  doors: number
  engine_size: number | null
  engine_size_litres: number | null
  dealercomments: string
  standardEquipment: string[]
  show_on_dealer_website: boolean
  variant: {
    cylinders: number | null
    enginesize: number | null
    enginesize_litres: number | null
    induction: string | null
    fuelconsumptioncombined: number | null
    fuelcapacity: number | null
    grossvehiclemass: number
    vehiclelength: number
    vehicleheight: number
    vehiclewidth: number
    towingcapacitybraked: number
    torque: number
    bodyconfiguration: string
    ancaprating: number
  }
}
