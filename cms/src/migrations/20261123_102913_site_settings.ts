import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_features_finance_provider" AS ENUM('standard', 'angle', 'youx');
  CREATE TYPE "public"."enum_site_settings_menu_opens_on" AS ENUM('hover', 'click');
  CREATE TYPE "public"."enum_site_settings_calculator_rounding" AS ENUM('cent', 'dollar');
  CREATE TYPE "public"."enum_site_settings_stock_video_position" AS ENUM('first', 'last');
  CREATE TYPE "public"."enum_site_settings_stock_engine_unit" AS ENUM('litres', 'cc');
  CREATE TYPE "public"."enum_site_settings_stock_viewer_default" AS ENUM('spinner', 'gallery');
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"features_favourites" boolean DEFAULT true,
  	"features_reserve" boolean DEFAULT true,
  	"features_buy_online_path" boolean DEFAULT false,
  	"features_subscriptions" boolean DEFAULT false,
  	"features_garage" boolean DEFAULT false,
  	"features_get_finance_now" boolean DEFAULT true,
  	"features_personalised_finance_by_nvic" boolean DEFAULT false,
  	"features_finance_provider" "enum_site_settings_features_finance_provider" DEFAULT 'standard',
  	"sign_in_required_checkout" boolean DEFAULT false,
  	"sign_in_required_finance" boolean DEFAULT false,
  	"sign_in_required_spin_to_win" boolean DEFAULT false,
  	"sign_in_required_finance_application" boolean DEFAULT false,
  	"hours_show_holiday_hours" boolean DEFAULT true,
  	"hours_force_full_hours" boolean DEFAULT false,
  	"menu_opens_on" "enum_site_settings_menu_opens_on" DEFAULT 'hover',
  	"calculator_amount_default" numeric DEFAULT 30000,
  	"calculator_amount_min" numeric DEFAULT 1000,
  	"calculator_amount_max" numeric DEFAULT 100000,
  	"calculator_amount_step" numeric DEFAULT 500,
  	"calculator_term_default" numeric DEFAULT 5,
  	"calculator_term_min" numeric DEFAULT 1,
  	"calculator_term_max" numeric DEFAULT 7,
  	"calculator_term_step" numeric DEFAULT 0.5,
  	"calculator_interest_default" numeric DEFAULT 10,
  	"calculator_interest_min" numeric DEFAULT 0.5,
  	"calculator_interest_max" numeric DEFAULT 15,
  	"calculator_interest_step" numeric DEFAULT 0.5,
  	"calculator_rounding" "enum_site_settings_calculator_rounding" DEFAULT 'dollar',
  	"stock_page_size" numeric DEFAULT 21,
  	"stock_just_arrived_days" numeric DEFAULT 7,
  	"stock_just_arrived_tag" varchar DEFAULT 'Just Arrived',
  	"stock_sold_tag" varchar DEFAULT 'SOLD',
  	"stock_sold_listing_days" numeric DEFAULT 3,
  	"stock_video_position" "enum_site_settings_stock_video_position" DEFAULT 'last',
  	"stock_show_stock_count" boolean DEFAULT true,
  	"stock_no_price_text" varchar DEFAULT 'Enquire for price.',
  	"stock_price_ascending_excludes_zero" boolean DEFAULT false,
  	"stock_engine_unit" "enum_site_settings_stock_engine_unit" DEFAULT 'litres',
  	"stock_viewer_default" "enum_site_settings_stock_viewer_default" DEFAULT 'spinner',
  	"base_stock_filter_used_only" boolean DEFAULT false,
  	"base_stock_filter_in_stock_only" boolean DEFAULT false,
  	"promo_cards_interval" numeric DEFAULT 6,
  	"promo_cards_cta_card" boolean DEFAULT true,
  	"phones_new" varchar,
  	"phones_used" varchar,
  	"phones_demo" varchar,
  	"licence_label" varchar DEFAULT 'LMCT',
  	"reviews_minimum_rating" numeric DEFAULT 4,
  	"reviews_google_review_count" numeric DEFAULT 12,
  	"reviews_location_minimum_rating" numeric DEFAULT 4,
  	"fuel_price_per_litre" numeric DEFAULT 1.7,
  	"fuel_weekly_km" numeric DEFAULT 250,
  	"fuel_default_consumption" numeric DEFAULT 10,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "site_settings_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_settings_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_numbers" ADD CONSTRAINT "site_settings_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "site_settings_tenant_idx" ON "site_settings" USING btree ("tenant_id");
  CREATE INDEX "site_settings_updated_at_idx" ON "site_settings" USING btree ("updated_at");
  CREATE INDEX "site_settings_created_at_idx" ON "site_settings" USING btree ("created_at");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "site_settings_numbers_order_parent_idx" ON "site_settings_numbers" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_settings_fk" FOREIGN KEY ("site_settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("site_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "site_settings_numbers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_settings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_settings_id";
  DROP TYPE "public"."enum_site_settings_features_finance_provider";
  DROP TYPE "public"."enum_site_settings_menu_opens_on";
  DROP TYPE "public"."enum_site_settings_calculator_rounding";
  DROP TYPE "public"."enum_site_settings_stock_video_position";
  DROP TYPE "public"."enum_site_settings_stock_engine_unit";
  DROP TYPE "public"."enum_site_settings_stock_viewer_default";`)
}
