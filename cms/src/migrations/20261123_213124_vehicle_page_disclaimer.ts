import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_disclaimer" varchar DEFAULT 'While every care has been taken to make the details on this page accurate, prices, specifications, equipment and availability can change and errors can occur. Please confirm the details with us before you buy. Photos may show optional equipment.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_disclaimer";`)
}
