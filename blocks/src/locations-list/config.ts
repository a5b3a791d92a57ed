import type { Block } from 'payload'

/** Spec 001 §2: the locations block can show primary, sales, service, parts, service-and-parts or all locations. */
export type LocationFilter = 'all' | 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts'

/** Cards of the site's visible locations: photo, address, phone, hours, licence, and Get Directions / Contact / details. */
export const locationsListBlock: Block = {
  slug: 'locationsList',
  interfaceName: 'LocationsListBlock',
  labels: { singular: 'Locations list', plural: 'Locations lists' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Our locations', maxLength: 80 },
    {
      name: 'show',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { label: 'All locations', value: 'all' },
        { label: 'The primary location', value: 'primary' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
        { label: 'Service and parts', value: 'service-and-parts' },
      ] satisfies { label: string; value: LocationFilter }[],
    },
  ],
}
