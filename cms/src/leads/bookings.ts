import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { MAX_UPCOMING_TEST_DRIVES_PER_CONTACT, type LeadIntakeLead, type LeadIntakeRefusal } from '@dealer/cms-contract/lead-intake'

/** A test-drive booking the intake refuses: the intake answers 409 with its code. */
export class BookingRefused extends Error {
  constructor(readonly code: LeadIntakeRefusal['code']) {
    super(
      code === 'slot-taken'
        ? 'Another test drive is booked at that location and time.'
        : `This mobile number or email address already holds ${MAX_UPCOMING_TEST_DRIVES_PER_CONTACT} upcoming test drives on this site.`,
    )
  }

  get answer(): LeadIntakeRefusal {
    return { code: this.code, message: this.message }
  }
}

/**
 * Inside the lead's transaction, before it is inserted: takes the site's booking lock (a transaction-scoped advisory
 * lock, so two CMS instances queue here and it is released at commit or rollback), then refuses a time already booked at
 * the location, or a contact that already holds its allowance of upcoming test drives. The unique index on (site,
 * location, time) still refuses a double booking from any other path; the lock makes the contact count exact too.
 * Bookings are a few a day per site, so one lock per site costs nothing.
 */
export async function checkTestDriveBooking(payload: Payload, transactionID: string | number, tenant: number, lead: LeadIntakeLead): Promise<void> {
  if (lead.form !== 'test-drive' || !lead.bookingDate) return
  // The transaction's own connection (Payload's type for it is its base adapter's, which knows no SQL).
  const db = payload.db.sessions?.[String(transactionID)]?.db as Pick<typeof payload.db.drizzle, 'execute'> | undefined
  if (!db) throw new Error('A test-drive booking is checked inside its lead’s transaction.')
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('test-drive-bookings'), ${tenant})`)
  const result = await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM leads WHERE tenant_id = ${tenant} AND location_id = ${lead.locationId} AND booking_date = ${lead.bookingDate}::timestamptz)
        AS slot_taken,
      (SELECT count(*) FROM leads
        WHERE tenant_id = ${tenant} AND form = 'test-drive' AND booking_date >= now()
          AND (lower(email) = lower(${lead.email}) OR phone = ${lead.phone}))::int AS upcoming`)
  const [{ slot_taken, upcoming }] = result.rows as Array<{ slot_taken: boolean; upcoming: number }>
  if (slot_taken) throw new BookingRefused('slot-taken')
  if (upcoming >= MAX_UPCOMING_TEST_DRIVES_PER_CONTACT) throw new BookingRefused('contact-limit')
}

/** Whether a lead already holds this booking's location and time (after the unique index refused an insert). */
export async function slotTaken(payload: Payload, tenant: number, lead: LeadIntakeLead): Promise<boolean> {
  if (lead.form !== 'test-drive' || !lead.bookingDate || lead.locationId === null) return false
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: tenant } }, { location: { equals: lead.locationId } }, { bookingDate: { equals: lead.bookingDate } }] },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  return found.docs.length > 0
}
