import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_vehicle_page_location_block_shows" AS ENUM('dealership', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'location');
  ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_location_block_shows" "enum_site_settings_vehicle_page_location_block_shows" DEFAULT 'dealership';
  ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_location_block_location_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_vehicle_page_location_block_location_id_locations_id_fk" FOREIGN KEY ("vehicle_page_location_block_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_vehicle_page_vehicle_page_location_block_l_idx" ON "site_settings" USING btree ("vehicle_page_location_block_location_id");
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_vehicle_page_location_block_location_id_locations_id_fk";
  
  DROP INDEX "site_settings_vehicle_page_vehicle_page_location_block_l_idx";
  ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_location_block_shows";
  ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_location_block_location_id";
  DROP TYPE "public"."enum_site_settings_vehicle_page_location_block_shows";
  `)
}
