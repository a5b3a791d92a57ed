/**
 * The vehicle page's disclaimer until staff write their own: the field's default in the CMS, and what the storefront
 * shows when a site has cleared it (a cleared value falls back to its default, as every site setting does).
 */
export const VEHICLE_DISCLAIMER =
  'While every care has been taken to make the details on this page accurate, prices, specifications, equipment and availability can change and errors can occur. Please confirm the details with us before you buy. Photos may show optional equipment.'
