import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_blocks_promo_banner_features_icon" AS ENUM('offers', 'service', 'sell', 'finance', 'car');
  CREATE TYPE "public"."enum_site_settings_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum_car_views_car_type" AS ENUM('new', 'demo', 'used');
  ALTER TYPE "public"."enum_site_settings_calculator_rounding" ADD VALUE 'up';
  CREATE TABLE "site_settings_blocks_promo_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon" "enum_site_settings_blocks_promo_banner_features_icon" DEFAULT 'offers' NOT NULL,
  	"text" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"link_label" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_blocks_promo_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions' NOT NULL,
  	"topic" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"tone" "enum_site_settings_blocks_call_to_action_tone" DEFAULT 'brand' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say' NOT NULL,
  	"limit" numeric DEFAULT 6 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "car_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"stock_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"last_viewed_at" timestamp(3) with time zone NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"car_type" "enum_car_views_car_type" NOT NULL,
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DATA TYPE text;
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DEFAULT 'second'::text;
  UPDATE "site_settings" SET "stock_video_position" = CASE "stock_video_position" WHEN 'first' THEN 'start' WHEN 'last' THEN 'end' ELSE 'second' END;
  DROP TYPE "public"."enum_site_settings_stock_video_position";
  CREATE TYPE "public"."enum_site_settings_stock_video_position" AS ENUM('start', 'second', 'middle', 'end');
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DEFAULT 'second'::"public"."enum_site_settings_stock_video_position";
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DATA TYPE "public"."enum_site_settings_stock_video_position" USING "stock_video_position"::"public"."enum_site_settings_stock_video_position";
  ALTER TABLE "site_settings" ADD COLUMN "calculator_amount_follows_price" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "calculator_finance_offer" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_phone_revealed" boolean DEFAULT false;
  ALTER TABLE "analytics_events" ADD COLUMN "dealership_id" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "car_views_id" integer;
  ALTER TABLE "site_settings_blocks_promo_banner_features" ADD CONSTRAINT "site_settings_blocks_promo_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_blocks_promo_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_promo_banner" ADD CONSTRAINT "site_settings_blocks_promo_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_faq" ADD CONSTRAINT "site_settings_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_call_to_action_buttons" ADD CONSTRAINT "site_settings_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_call_to_action" ADD CONSTRAINT "site_settings_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_rich_text" ADD CONSTRAINT "site_settings_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_blocks_reviews" ADD CONSTRAINT "site_settings_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_views" ADD CONSTRAINT "car_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_blocks_promo_banner_features_order_idx" ON "site_settings_blocks_promo_banner_features" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_promo_banner_features_parent_id_idx" ON "site_settings_blocks_promo_banner_features" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_promo_banner_order_idx" ON "site_settings_blocks_promo_banner" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_promo_banner_parent_id_idx" ON "site_settings_blocks_promo_banner" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_promo_banner_path_idx" ON "site_settings_blocks_promo_banner" USING btree ("_path");
  CREATE INDEX "site_settings_blocks_faq_order_idx" ON "site_settings_blocks_faq" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_faq_parent_id_idx" ON "site_settings_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_faq_path_idx" ON "site_settings_blocks_faq" USING btree ("_path");
  CREATE INDEX "site_settings_blocks_call_to_action_buttons_order_idx" ON "site_settings_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_call_to_action_buttons_parent_id_idx" ON "site_settings_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_call_to_action_order_idx" ON "site_settings_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_call_to_action_parent_id_idx" ON "site_settings_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_call_to_action_path_idx" ON "site_settings_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "site_settings_blocks_rich_text_order_idx" ON "site_settings_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_rich_text_parent_id_idx" ON "site_settings_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_rich_text_path_idx" ON "site_settings_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "site_settings_blocks_reviews_order_idx" ON "site_settings_blocks_reviews" USING btree ("_order");
  CREATE INDEX "site_settings_blocks_reviews_parent_id_idx" ON "site_settings_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "site_settings_blocks_reviews_path_idx" ON "site_settings_blocks_reviews" USING btree ("_path");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_locations_id_idx" ON "site_settings_rels" USING btree ("locations_id");
  CREATE INDEX "car_views_tenant_idx" ON "car_views" USING btree ("tenant_id");
  CREATE INDEX "car_views_slug_idx" ON "car_views" USING btree ("slug");
  CREATE INDEX "car_views_updated_at_idx" ON "car_views" USING btree ("updated_at");
  CREATE INDEX "car_views_created_at_idx" ON "car_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_stockId_idx" ON "car_views" USING btree ("tenant_id","stock_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_views_fk" FOREIGN KEY ("car_views_id") REFERENCES "public"."car_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_car_views_id_idx" ON "payload_locked_documents_rels" USING btree ("car_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_blocks_promo_banner_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_promo_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_call_to_action_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_blocks_promo_banner_features" CASCADE;
  DROP TABLE "site_settings_blocks_promo_banner" CASCADE;
  DROP TABLE "site_settings_blocks_faq" CASCADE;
  DROP TABLE "site_settings_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "site_settings_blocks_call_to_action" CASCADE;
  DROP TABLE "site_settings_blocks_rich_text" CASCADE;
  DROP TABLE "site_settings_blocks_reviews" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TABLE "car_views" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_car_views_fk";
  
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_rounding" SET DATA TYPE text;
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_rounding" SET DEFAULT 'dollar'::text;
  UPDATE "site_settings" SET "calculator_rounding" = 'dollar' WHERE "calculator_rounding" = 'up';
  DROP TYPE "public"."enum_site_settings_calculator_rounding";
  CREATE TYPE "public"."enum_site_settings_calculator_rounding" AS ENUM('cent', 'dollar');
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_rounding" SET DEFAULT 'dollar'::"public"."enum_site_settings_calculator_rounding";
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_rounding" SET DATA TYPE "public"."enum_site_settings_calculator_rounding" USING "calculator_rounding"::"public"."enum_site_settings_calculator_rounding";
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DATA TYPE text;
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DEFAULT 'last'::text;
  UPDATE "site_settings" SET "stock_video_position" = CASE "stock_video_position" WHEN 'start' THEN 'first' ELSE 'last' END;
  DROP TYPE "public"."enum_site_settings_stock_video_position";
  CREATE TYPE "public"."enum_site_settings_stock_video_position" AS ENUM('first', 'last');
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DEFAULT 'last'::"public"."enum_site_settings_stock_video_position";
  ALTER TABLE "site_settings" ALTER COLUMN "stock_video_position" SET DATA TYPE "public"."enum_site_settings_stock_video_position" USING "stock_video_position"::"public"."enum_site_settings_stock_video_position";
  DROP INDEX "payload_locked_documents_rels_car_views_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "calculator_amount_follows_price";
  ALTER TABLE "site_settings" DROP COLUMN "calculator_finance_offer";
  ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_phone_revealed";
  ALTER TABLE "analytics_events" DROP COLUMN "dealership_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "car_views_id";
  DROP TYPE "public"."enum_site_settings_blocks_promo_banner_features_icon";
  DROP TYPE "public"."enum_site_settings_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_car_views_car_type";`)
}
