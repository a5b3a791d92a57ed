import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_feeds_column_mapping_field" AS ENUM('autograb_data', 'badge', 'before_price', 'body', 'bodyconfiguration', 'build_date', 'car_type', 'certified', 'colour', 'compliance_date', 'created_at', 'custom_rank', 'dealercomments', 'dealership_id', 'dealership_name', 'dealership_slug', 'doors', 'drive', 'engine_size', 'external_video_url', 'file', 'finance_lenders', 'fuel', 'gearnum', 'hotspots', 'id', 'images', 'interior_colour', 'item_type', 'km', 'location__address', 'location__city', 'location__distribution_locations', 'location__id', 'location__name', 'location__phone', 'location__place_url', 'location__postcode', 'location__slug', 'location__state', 'make', 'model', 'name', 'nvic', 'offer_price', 'preorder', 'price', 'price_type', 'private_postcode', 'private_suburb', 'rego_expiry', 'regplate', 'reserved', 'seats', 'series', 'show_on_dealer_website', 'simple_body', 'simple_drive', 'simple_fuel', 'simple_transmission', 'slug', 'sold_date_timestamp', 'specifications', 'spin_images', 'spin_interior_image', 'standardEquipment', 'status', 'stocknum', 'subscription_price', 'tag', 'thumbnails', 'transmission', 'variant__ancaprating', 'variant__bodyconfiguration', 'variant__cylinders', 'variant__enginesize', 'variant__enginesize_litres', 'variant__fuelcapacity', 'variant__fuelconsumptioncombined', 'variant__grossvehiclemass', 'variant__induction', 'variant__torque', 'variant__towingcapacitybraked', 'variant__vehicleheight', 'variant__vehiclelength', 'variant__vehiclewidth', 'video_url', 'videos', 'views', 'vin', 'walkaround_videos', 'year', 'youxQuote');
  CREATE TYPE "public"."enum_stock_feeds_format" AS ENUM('csv', 'json', 'xml');
  CREATE TYPE "public"."enum_stock_feeds_schedule" AS ENUM('manual', '15m', '30m', 'hourly', '3h', '6h', '12h', 'daily');
  CREATE TYPE "public"."enum_stock_feeds_auth_type" AS ENUM('none', 'basic', 'header');
  CREATE TYPE "public"."enum_stock_imports_state" AS ENUM('queued', 'fetching', 'checking', 'checked', 'held', 'applying', 'done', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_stock_imports_origin" AS ENUM('schedule', 'manual', 'upload');
  CREATE TYPE "public"."enum_stock_imports_format" AS ENUM('csv', 'json', 'xml');
  CREATE TYPE "public"."enum_stock_overrides_status" AS ENUM('active', 'archived');
  CREATE TABLE "stock_feeds_column_mapping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL,
  	"field" "enum_stock_feeds_column_mapping_field" NOT NULL
  );
  
  CREATE TABLE "stock_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"format" "enum_stock_feeds_format" DEFAULT 'csv' NOT NULL,
  	"schedule" "enum_stock_feeds_schedule" DEFAULT 'hourly' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"auth_type" "enum_stock_feeds_auth_type" DEFAULT 'none',
  	"username" varchar,
  	"header_name" varchar,
  	"secret_saved" boolean,
  	"sealed_secret" varchar,
  	"location_id" integer,
  	"sold_window_days" numeric DEFAULT 3,
  	"max_removed_percent" numeric DEFAULT 30,
  	"next_run_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"state" "enum_stock_imports_state" DEFAULT 'queued' NOT NULL,
  	"origin" "enum_stock_imports_origin" NOT NULL,
  	"format" "enum_stock_imports_format",
  	"feed_id" integer,
  	"file_name" varchar,
  	"started_by_id" integer,
  	"applied_by_id" integer,
  	"rows_total" numeric DEFAULT 0,
  	"rows_checked" numeric DEFAULT 0,
  	"added" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"removed" numeric DEFAULT 0,
  	"sold" numeric DEFAULT 0,
  	"rejected" numeric DEFAULT 0,
  	"listed" numeric DEFAULT 0,
  	"held_reason" varchar,
  	"failure" varchar,
  	"price_changes" jsonb,
  	"rejected_rows" jsonb,
  	"ignored_fields" jsonb,
  	"started_at" timestamp(3) with time zone,
  	"checked_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"timings" jsonb,
  	"lease_until" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"approved" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_overrides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"stocknum" varchar NOT NULL,
  	"car_name" varchar,
  	"price" numeric,
  	"offer_price" numeric,
  	"tag" varchar,
  	"comments" varchar,
  	"featured" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"status" "enum_stock_overrides_status" DEFAULT 'active' NOT NULL,
  	"archived_at" timestamp(3) with time zone,
  	"set_by_id" integer,
  	"set_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_feeds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_overrides_id" integer;
  ALTER TABLE "stock_feeds_column_mapping" ADD CONSTRAINT "stock_feeds_column_mapping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stock_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feeds" ADD CONSTRAINT "stock_feeds_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_feed_id_stock_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."stock_feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_applied_by_id_users_id_fk" FOREIGN KEY ("applied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_overrides" ADD CONSTRAINT "stock_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_overrides" ADD CONSTRAINT "stock_overrides_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_feeds_column_mapping_order_idx" ON "stock_feeds_column_mapping" USING btree ("_order");
  CREATE INDEX "stock_feeds_column_mapping_parent_id_idx" ON "stock_feeds_column_mapping" USING btree ("_parent_id");
  CREATE INDEX "stock_feeds_tenant_idx" ON "stock_feeds" USING btree ("tenant_id");
  CREATE INDEX "stock_feeds_location_idx" ON "stock_feeds" USING btree ("location_id");
  CREATE INDEX "stock_feeds_updated_at_idx" ON "stock_feeds" USING btree ("updated_at");
  CREATE INDEX "stock_feeds_created_at_idx" ON "stock_feeds" USING btree ("created_at");
  CREATE INDEX "stock_imports_tenant_idx" ON "stock_imports" USING btree ("tenant_id");
  CREATE INDEX "stock_imports_feed_idx" ON "stock_imports" USING btree ("feed_id");
  CREATE INDEX "stock_imports_started_by_idx" ON "stock_imports" USING btree ("started_by_id");
  CREATE INDEX "stock_imports_applied_by_idx" ON "stock_imports" USING btree ("applied_by_id");
  CREATE INDEX "stock_imports_updated_at_idx" ON "stock_imports" USING btree ("updated_at");
  CREATE INDEX "stock_imports_created_at_idx" ON "stock_imports" USING btree ("created_at");
  CREATE INDEX "stock_overrides_tenant_idx" ON "stock_overrides" USING btree ("tenant_id");
  CREATE INDEX "stock_overrides_stocknum_idx" ON "stock_overrides" USING btree ("stocknum");
  CREATE INDEX "stock_overrides_set_by_idx" ON "stock_overrides" USING btree ("set_by_id");
  CREATE INDEX "stock_overrides_updated_at_idx" ON "stock_overrides" USING btree ("updated_at");
  CREATE INDEX "stock_overrides_created_at_idx" ON "stock_overrides" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_feeds_fk" FOREIGN KEY ("stock_feeds_id") REFERENCES "public"."stock_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_imports_fk" FOREIGN KEY ("stock_imports_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_overrides_fk" FOREIGN KEY ("stock_overrides_id") REFERENCES "public"."stock_overrides"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_feeds_id");
  CREATE INDEX "payload_locked_documents_rels_stock_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_imports_id");
  CREATE INDEX "payload_locked_documents_rels_stock_overrides_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_overrides_id");`)
  // Written by hand (src/stock/store.ts, photos.ts): each site's cars as its last applied import stated them, the exact
  // text each run checked, so Apply writes what staff saw, and the photos mirrored from feeds. Payload doesn't manage them.
  await db.execute(sql`
  CREATE TABLE "stock_feed_cars" (
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "stocknum" text NOT NULL,
    "facts_digest" text NOT NULL,
    "facts" jsonb NOT NULL,
    PRIMARY KEY ("tenant_id", "stocknum")
  );
  CREATE TABLE "stock_import_files" (
    "import_id" integer PRIMARY KEY REFERENCES "stock_imports"("id") ON DELETE CASCADE,
    "body" text NOT NULL
  );
  CREATE TABLE "stock_photos" (
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "source_url" text NOT NULL,
    "media_id" integer REFERENCES "media"("id") ON DELETE CASCADE,
    "url" text NOT NULL,
    "thumb_url" text NOT NULL,
    PRIMARY KEY ("tenant_id", "source_url")
  );
  CREATE INDEX "stock_imports_waiting_idx" ON "stock_imports" USING btree ("state", "tenant_id", "id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "stock_photos"; DROP TABLE IF EXISTS "stock_import_files"; DROP TABLE IF EXISTS "stock_feed_cars";`)
  await db.execute(sql`
   ALTER TABLE "stock_feeds_column_mapping" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_overrides" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_feeds_column_mapping" CASCADE;
  DROP TABLE "stock_feeds" CASCADE;
  DROP TABLE "stock_imports" CASCADE;
  DROP TABLE "stock_overrides" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_feeds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_overrides_fk";
  
  DROP INDEX "payload_locked_documents_rels_stock_feeds_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_overrides_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_feeds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_overrides_id";
  DROP TYPE "public"."enum_stock_feeds_column_mapping_field";
  DROP TYPE "public"."enum_stock_feeds_format";
  DROP TYPE "public"."enum_stock_feeds_schedule";
  DROP TYPE "public"."enum_stock_feeds_auth_type";
  DROP TYPE "public"."enum_stock_imports_state";
  DROP TYPE "public"."enum_stock_imports_origin";
  DROP TYPE "public"."enum_stock_imports_format";
  DROP TYPE "public"."enum_stock_overrides_status";`)
}
