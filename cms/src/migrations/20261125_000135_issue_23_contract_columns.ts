import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_maps_tiles" AS ENUM('simulator', 'url');
  CREATE TYPE "public"."enum_site_settings_maps_simulator_failure" AS ENUM('none', 'tiles-unavailable');
  CREATE TYPE "public"."enum_site_settings_maps_geocoder" AS ENUM('offline', 'http');
  CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Broken_Hill', 'Australia/Darwin', 'Australia/Perth', 'Australia/Eucla', 'Australia/Lord_Howe');
  ALTER TABLE "site_settings" ADD COLUMN "maps_tiles" "enum_site_settings_maps_tiles" DEFAULT 'simulator';
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_attribution" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_simulator_failure" "enum_site_settings_maps_simulator_failure" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "maps_geocoder" "enum_site_settings_maps_geocoder" DEFAULT 'offline';
  ALTER TABLE "pages" ADD COLUMN "path" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_path" varchar;
  ALTER TABLE "locations" ADD COLUMN "badge" varchar;
  ALTER TABLE "locations" ADD COLUMN "time_zone" "enum_locations_time_zone";
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_path_idx";
  DROP INDEX "_pages_v_version_version_path_idx";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tiles";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "maps_attribution";
  ALTER TABLE "site_settings" DROP COLUMN "maps_simulator_failure";
  ALTER TABLE "site_settings" DROP COLUMN "maps_geocoder";
  ALTER TABLE "pages" DROP COLUMN "path";
  ALTER TABLE "_pages_v" DROP COLUMN "version_path";
  ALTER TABLE "locations" DROP COLUMN "badge";
  ALTER TABLE "locations" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_site_settings_maps_tiles";
  DROP TYPE "public"."enum_site_settings_maps_simulator_failure";
  DROP TYPE "public"."enum_site_settings_maps_geocoder";
  DROP TYPE "public"."enum_locations_time_zone";`)
}
