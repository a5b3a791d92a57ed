/**
 * Whether the vehicle page offers the call box, one rule for the sidebar and the phone's action bar (issue 48). Spec 000
 * §2: "Sold or unavailable cars show a Find Me Something Similar enquiry in place of the normal buttons", and spec 001
 * §3 lists Call Now among those buttons (the sidebar's, which the sticky mobile bar repeats). So: the site's number for
 * the car, only while the car is available; nothing for a sold car, nor where the site gives no number.
 */
export function shownCallBox<Phone>(phone: Phone | null | undefined, available: boolean): Phone | null {
  return available && phone ? phone : null
}
