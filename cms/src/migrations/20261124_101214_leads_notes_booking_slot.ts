import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "notes" varchar;
  CREATE UNIQUE INDEX "tenant_location_bookingDate_idx" ON "leads" USING btree ("tenant_id","location_id","booking_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenant_location_bookingDate_idx";
  ALTER TABLE "leads" DROP COLUMN "notes";`)
}
