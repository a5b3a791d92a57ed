import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_maps_tiles" AS ENUM('simulator', 'url');
  CREATE TYPE "public"."enum_site_settings_maps_simulator_failure" AS ENUM('none', 'tiles-unavailable');
  CREATE TYPE "public"."enum_site_settings_maps_geocoder" AS ENUM('offline', 'http');
  CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('Australia/Brisbane', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Broken_Hill', 'Australia/Darwin', 'Australia/Perth', 'Australia/Eucla', 'Australia/Lord_Howe');
  CREATE TABLE "pages_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "maps_tiles" "enum_site_settings_maps_tiles" DEFAULT 'simulator';
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_attribution" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_simulator_failure" "enum_site_settings_maps_simulator_failure" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "maps_geocoder" "enum_site_settings_maps_geocoder" DEFAULT 'offline';
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "pages" ADD COLUMN "path" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_path" varchar;
  ALTER TABLE "locations" ADD COLUMN "badge" varchar;
  ALTER TABLE "locations" ADD COLUMN "time_zone" "enum_locations_time_zone";
  ALTER TABLE "pages_blocks_brand_overview" ADD CONSTRAINT "pages_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_overview" ADD CONSTRAINT "pages_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_overview" ADD CONSTRAINT "_pages_v_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_overview" ADD CONSTRAINT "_pages_v_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_overview" ADD CONSTRAINT "store_pages_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_overview" ADD CONSTRAINT "store_pages_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" ADD CONSTRAINT "_store_pages_v_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" ADD CONSTRAINT "_store_pages_v_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_brand_overview_order_idx" ON "pages_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_overview_parent_id_idx" ON "pages_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_overview_path_idx" ON "pages_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_overview_make_idx" ON "pages_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "_pages_v_blocks_brand_overview_order_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_overview_parent_id_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_overview_path_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_overview_make_idx" ON "_pages_v_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "store_pages_blocks_brand_overview_order_idx" ON "store_pages_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_brand_overview_parent_id_idx" ON "store_pages_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_brand_overview_path_idx" ON "store_pages_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_brand_overview_make_idx" ON "store_pages_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_order_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_parent_id_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_path_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_make_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("make_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  -- Pages saved before paths answer where they always did: at their slug (decision 034).
  UPDATE "pages" SET "path" = "slug" WHERE "path" IS NULL;
  UPDATE "_pages_v" SET "version_path" = "version_slug" WHERE "version_path" IS NULL AND "version_slug" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_brand_overview" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_overview" CASCADE;
  DROP TABLE "store_pages_blocks_brand_overview" CASCADE;
  DROP TABLE "_store_pages_v_blocks_brand_overview" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_parent_id_pages_id_fk";
  
  DROP INDEX "pages_parent_idx";
  DROP INDEX "pages_path_idx";
  DROP INDEX "_pages_v_version_version_parent_idx";
  DROP INDEX "_pages_v_version_version_path_idx";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tiles";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "maps_attribution";
  ALTER TABLE "site_settings" DROP COLUMN "maps_simulator_failure";
  ALTER TABLE "site_settings" DROP COLUMN "maps_geocoder";
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "pages" DROP COLUMN "path";
  ALTER TABLE "_pages_v" DROP COLUMN "version_parent_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_path";
  ALTER TABLE "locations" DROP COLUMN "badge";
  ALTER TABLE "locations" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_site_settings_maps_tiles";
  DROP TYPE "public"."enum_site_settings_maps_simulator_failure";
  DROP TYPE "public"."enum_site_settings_maps_geocoder";
  DROP TYPE "public"."enum_locations_time_zone";`)
}
