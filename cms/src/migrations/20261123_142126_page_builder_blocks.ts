import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum_pages_blocks_promo_banner_features_icon" AS ENUM('offers', 'service', 'sell', 'finance', 'car');
  CREATE TYPE "public"."enum_pages_blocks_locations_list_show" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_pages_blocks_accepted_payments_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_promo_banner_features_icon" AS ENUM('offers', 'service', 'sell', 'finance', 'car');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_list_show" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__pages_v_blocks_accepted_payments_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum_store_pages_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum_store_pages_blocks_promo_banner_features_icon" AS ENUM('offers', 'service', 'sell', 'finance', 'car');
  CREATE TYPE "public"."enum_store_pages_blocks_locations_list_show" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_store_pages_blocks_accepted_payments_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum__store_pages_v_blocks_call_to_action_tone" AS ENUM('brand', 'light');
  CREATE TYPE "public"."enum__store_pages_v_blocks_promo_banner_features_icon" AS ENUM('offers', 'service', 'sell', 'finance', 'car');
  CREATE TYPE "public"."enum__store_pages_v_blocks_locations_list_show" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__store_pages_v_blocks_accepted_payments_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TABLE "pages_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Discover the Range',
  	"hide_link" boolean DEFAULT false,
  	"hide_overlay" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_welcome" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"cars_link" varchar,
  	"contact_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum_pages_blocks_call_to_action_tone" DEFAULT 'brand',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"shuffle" boolean DEFAULT true,
  	"limit" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_promo_banner_features_icon" DEFAULT 'offers',
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_promo_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop our range',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance in three easy steps',
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"show" "enum_pages_blocks_locations_list_show" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Shoppers helped today',
  	"start" numeric DEFAULT 0,
  	"per_increment" numeric DEFAULT 1,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accepted_payments_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_accepted_payments_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accepted_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"store_pages_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Discover the Range',
  	"hide_link" boolean DEFAULT false,
  	"hide_overlay" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_welcome" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"cars_link" varchar,
  	"contact_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum__pages_v_blocks_call_to_action_tone" DEFAULT 'brand',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"shuffle" boolean DEFAULT true,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_promo_banner_features_icon" DEFAULT 'offers',
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_promo_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop our range',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance in three easy steps',
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"show" "enum__pages_v_blocks_locations_list_show" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Shoppers helped today',
  	"start" numeric DEFAULT 0,
  	"per_increment" numeric DEFAULT 1,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accepted_payments_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_accepted_payments_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accepted_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"store_pages_id" integer
  );
  
  CREATE TABLE "store_pages_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Discover the Range',
  	"hide_link" boolean DEFAULT false,
  	"hide_overlay" boolean DEFAULT false
  );
  
  CREATE TABLE "store_pages_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_welcome" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"cars_link" varchar,
  	"contact_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "store_pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum_store_pages_blocks_call_to_action_tone" DEFAULT 'brand',
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_promo_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"shuffle" boolean DEFAULT true,
  	"limit" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_promo_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_store_pages_blocks_promo_banner_features_icon" DEFAULT 'offers',
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "store_pages_blocks_promo_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_product_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop our range',
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_finance_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "store_pages_blocks_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance in three easy steps',
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_locations_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"show" "enum_store_pages_blocks_locations_list_show" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Shoppers helped today',
  	"start" numeric DEFAULT 0,
  	"per_increment" numeric DEFAULT 1,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_accepted_payments_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_store_pages_blocks_accepted_payments_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "store_pages_blocks_accepted_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"store_pages_id" integer
  );
  
  CREATE TABLE "_store_pages_v_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Discover the Range',
  	"hide_link" boolean DEFAULT false,
  	"hide_overlay" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_welcome" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"cars_link" varchar,
  	"contact_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum__store_pages_v_blocks_call_to_action_tone" DEFAULT 'brand',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_promo_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"shuffle" boolean DEFAULT true,
  	"limit" numeric DEFAULT 4,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_promo_banner_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__store_pages_v_blocks_promo_banner_features_icon" DEFAULT 'offers',
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_promo_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_product_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Shop our range',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_finance_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance in three easy steps',
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_locations_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our locations',
  	"show" "enum__store_pages_v_blocks_locations_list_show" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_sales_counter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Shoppers helped today',
  	"start" numeric DEFAULT 0,
  	"per_increment" numeric DEFAULT 1,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_accepted_payments_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__store_pages_v_blocks_accepted_payments_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_store_pages_v_blocks_accepted_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'We accept',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"store_pages_id" integer
  );
  
  ALTER TABLE "pages_blocks_image_slider_slides" ADD CONSTRAINT "pages_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_slides" ADD CONSTRAINT "pages_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider" ADD CONSTRAINT "pages_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_welcome" ADD CONSTRAINT "pages_blocks_welcome_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_welcome" ADD CONSTRAINT "pages_blocks_welcome_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ADD CONSTRAINT "pages_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_cards" ADD CONSTRAINT "pages_blocks_promo_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_banner_features" ADD CONSTRAINT "pages_blocks_promo_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_promo_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_promo_banner" ADD CONSTRAINT "pages_blocks_promo_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_grid" ADD CONSTRAINT "pages_blocks_product_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_steps_steps" ADD CONSTRAINT "pages_blocks_finance_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_finance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_steps" ADD CONSTRAINT "pages_blocks_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_list" ADD CONSTRAINT "pages_blocks_locations_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sales_counter" ADD CONSTRAINT "pages_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accepted_payments_methods" ADD CONSTRAINT "pages_blocks_accepted_payments_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_accepted_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accepted_payments" ADD CONSTRAINT "pages_blocks_accepted_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_store_pages_fk" FOREIGN KEY ("store_pages_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_pages_v_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_pages_v_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider" ADD CONSTRAINT "_pages_v_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_welcome" ADD CONSTRAINT "_pages_v_blocks_welcome_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_welcome" ADD CONSTRAINT "_pages_v_blocks_welcome_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_pages_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_cards" ADD CONSTRAINT "_pages_v_blocks_promo_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_banner_features" ADD CONSTRAINT "_pages_v_blocks_promo_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_promo_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_promo_banner" ADD CONSTRAINT "_pages_v_blocks_promo_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_grid" ADD CONSTRAINT "_pages_v_blocks_product_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_steps_steps" ADD CONSTRAINT "_pages_v_blocks_finance_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_finance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_steps" ADD CONSTRAINT "_pages_v_blocks_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_list" ADD CONSTRAINT "_pages_v_blocks_locations_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sales_counter" ADD CONSTRAINT "_pages_v_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accepted_payments_methods" ADD CONSTRAINT "_pages_v_blocks_accepted_payments_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_accepted_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accepted_payments" ADD CONSTRAINT "_pages_v_blocks_accepted_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_store_pages_fk" FOREIGN KEY ("store_pages_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_image_slider_slides" ADD CONSTRAINT "store_pages_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_image_slider_slides" ADD CONSTRAINT "store_pages_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_image_slider" ADD CONSTRAINT "store_pages_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_welcome" ADD CONSTRAINT "store_pages_blocks_welcome_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_welcome" ADD CONSTRAINT "store_pages_blocks_welcome_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_call_to_action_buttons" ADD CONSTRAINT "store_pages_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_call_to_action" ADD CONSTRAINT "store_pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_promo_cards" ADD CONSTRAINT "store_pages_blocks_promo_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_promo_banner_features" ADD CONSTRAINT "store_pages_blocks_promo_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages_blocks_promo_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_promo_banner" ADD CONSTRAINT "store_pages_blocks_promo_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_product_grid" ADD CONSTRAINT "store_pages_blocks_product_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_finance_steps_steps" ADD CONSTRAINT "store_pages_blocks_finance_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages_blocks_finance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_finance_steps" ADD CONSTRAINT "store_pages_blocks_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_locations_list" ADD CONSTRAINT "store_pages_blocks_locations_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_sales_counter" ADD CONSTRAINT "store_pages_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_accepted_payments_methods" ADD CONSTRAINT "store_pages_blocks_accepted_payments_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_pages_blocks_accepted_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_accepted_payments" ADD CONSTRAINT "store_pages_blocks_accepted_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_rels" ADD CONSTRAINT "store_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_rels" ADD CONSTRAINT "store_pages_rels_store_pages_fk" FOREIGN KEY ("store_pages_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_store_pages_v_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_store_pages_v_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_image_slider" ADD CONSTRAINT "_store_pages_v_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_welcome" ADD CONSTRAINT "_store_pages_v_blocks_welcome_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_welcome" ADD CONSTRAINT "_store_pages_v_blocks_welcome_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_store_pages_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_call_to_action" ADD CONSTRAINT "_store_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_promo_cards" ADD CONSTRAINT "_store_pages_v_blocks_promo_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_promo_banner_features" ADD CONSTRAINT "_store_pages_v_blocks_promo_banner_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v_blocks_promo_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_promo_banner" ADD CONSTRAINT "_store_pages_v_blocks_promo_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_product_grid" ADD CONSTRAINT "_store_pages_v_blocks_product_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_finance_steps_steps" ADD CONSTRAINT "_store_pages_v_blocks_finance_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v_blocks_finance_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_finance_steps" ADD CONSTRAINT "_store_pages_v_blocks_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_locations_list" ADD CONSTRAINT "_store_pages_v_blocks_locations_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_sales_counter" ADD CONSTRAINT "_store_pages_v_blocks_sales_counter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_accepted_payments_methods" ADD CONSTRAINT "_store_pages_v_blocks_accepted_payments_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_store_pages_v_blocks_accepted_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_accepted_payments" ADD CONSTRAINT "_store_pages_v_blocks_accepted_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_rels" ADD CONSTRAINT "_store_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_rels" ADD CONSTRAINT "_store_pages_v_rels_store_pages_fk" FOREIGN KEY ("store_pages_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_slider_slides_order_idx" ON "pages_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_slides_parent_id_idx" ON "pages_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_slides_image_idx" ON "pages_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_slider_order_idx" ON "pages_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_parent_id_idx" ON "pages_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_path_idx" ON "pages_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_welcome_order_idx" ON "pages_blocks_welcome" USING btree ("_order");
  CREATE INDEX "pages_blocks_welcome_parent_id_idx" ON "pages_blocks_welcome" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_welcome_path_idx" ON "pages_blocks_welcome" USING btree ("_path");
  CREATE INDEX "pages_blocks_welcome_image_idx" ON "pages_blocks_welcome" USING btree ("image_id");
  CREATE INDEX "pages_blocks_call_to_action_buttons_order_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_buttons_parent_id_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_cards_order_idx" ON "pages_blocks_promo_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_cards_parent_id_idx" ON "pages_blocks_promo_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_cards_path_idx" ON "pages_blocks_promo_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_promo_banner_features_order_idx" ON "pages_blocks_promo_banner_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_banner_features_parent_id_idx" ON "pages_blocks_promo_banner_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_banner_order_idx" ON "pages_blocks_promo_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_promo_banner_parent_id_idx" ON "pages_blocks_promo_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_promo_banner_path_idx" ON "pages_blocks_promo_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_grid_order_idx" ON "pages_blocks_product_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_grid_parent_id_idx" ON "pages_blocks_product_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_grid_path_idx" ON "pages_blocks_product_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_steps_steps_order_idx" ON "pages_blocks_finance_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_steps_steps_parent_id_idx" ON "pages_blocks_finance_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_steps_order_idx" ON "pages_blocks_finance_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_steps_parent_id_idx" ON "pages_blocks_finance_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_steps_path_idx" ON "pages_blocks_finance_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_list_order_idx" ON "pages_blocks_locations_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_list_parent_id_idx" ON "pages_blocks_locations_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_list_path_idx" ON "pages_blocks_locations_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_sales_counter_order_idx" ON "pages_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "pages_blocks_sales_counter_parent_id_idx" ON "pages_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sales_counter_path_idx" ON "pages_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "pages_blocks_accepted_payments_methods_order_idx" ON "pages_blocks_accepted_payments_methods" USING btree ("order");
  CREATE INDEX "pages_blocks_accepted_payments_methods_parent_idx" ON "pages_blocks_accepted_payments_methods" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_accepted_payments_order_idx" ON "pages_blocks_accepted_payments" USING btree ("_order");
  CREATE INDEX "pages_blocks_accepted_payments_parent_id_idx" ON "pages_blocks_accepted_payments" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accepted_payments_path_idx" ON "pages_blocks_accepted_payments" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_store_pages_id_idx" ON "pages_rels" USING btree ("store_pages_id");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_order_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_parent_id_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_image_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_slider_order_idx" ON "_pages_v_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_parent_id_idx" ON "_pages_v_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_path_idx" ON "_pages_v_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_welcome_order_idx" ON "_pages_v_blocks_welcome" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_welcome_parent_id_idx" ON "_pages_v_blocks_welcome" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_welcome_path_idx" ON "_pages_v_blocks_welcome" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_welcome_image_idx" ON "_pages_v_blocks_welcome" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_order_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_parent_id_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_cards_order_idx" ON "_pages_v_blocks_promo_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_cards_parent_id_idx" ON "_pages_v_blocks_promo_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_cards_path_idx" ON "_pages_v_blocks_promo_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_promo_banner_features_order_idx" ON "_pages_v_blocks_promo_banner_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_banner_features_parent_id_idx" ON "_pages_v_blocks_promo_banner_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_banner_order_idx" ON "_pages_v_blocks_promo_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_promo_banner_parent_id_idx" ON "_pages_v_blocks_promo_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_promo_banner_path_idx" ON "_pages_v_blocks_promo_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_grid_order_idx" ON "_pages_v_blocks_product_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_grid_parent_id_idx" ON "_pages_v_blocks_product_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_grid_path_idx" ON "_pages_v_blocks_product_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_steps_steps_order_idx" ON "_pages_v_blocks_finance_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_steps_steps_parent_id_idx" ON "_pages_v_blocks_finance_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_steps_order_idx" ON "_pages_v_blocks_finance_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_steps_parent_id_idx" ON "_pages_v_blocks_finance_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_steps_path_idx" ON "_pages_v_blocks_finance_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_list_order_idx" ON "_pages_v_blocks_locations_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_list_parent_id_idx" ON "_pages_v_blocks_locations_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_list_path_idx" ON "_pages_v_blocks_locations_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sales_counter_order_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sales_counter_parent_id_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sales_counter_path_idx" ON "_pages_v_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accepted_payments_methods_order_idx" ON "_pages_v_blocks_accepted_payments_methods" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_accepted_payments_methods_parent_idx" ON "_pages_v_blocks_accepted_payments_methods" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_accepted_payments_order_idx" ON "_pages_v_blocks_accepted_payments" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accepted_payments_parent_id_idx" ON "_pages_v_blocks_accepted_payments" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accepted_payments_path_idx" ON "_pages_v_blocks_accepted_payments" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_store_pages_id_idx" ON "_pages_v_rels" USING btree ("store_pages_id");
  CREATE INDEX "store_pages_blocks_image_slider_slides_order_idx" ON "store_pages_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_image_slider_slides_parent_id_idx" ON "store_pages_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_image_slider_slides_image_idx" ON "store_pages_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "store_pages_blocks_image_slider_order_idx" ON "store_pages_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_image_slider_parent_id_idx" ON "store_pages_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_image_slider_path_idx" ON "store_pages_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_welcome_order_idx" ON "store_pages_blocks_welcome" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_welcome_parent_id_idx" ON "store_pages_blocks_welcome" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_welcome_path_idx" ON "store_pages_blocks_welcome" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_welcome_image_idx" ON "store_pages_blocks_welcome" USING btree ("image_id");
  CREATE INDEX "store_pages_blocks_call_to_action_buttons_order_idx" ON "store_pages_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_call_to_action_buttons_parent_id_idx" ON "store_pages_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_call_to_action_order_idx" ON "store_pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_call_to_action_parent_id_idx" ON "store_pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_call_to_action_path_idx" ON "store_pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_promo_cards_order_idx" ON "store_pages_blocks_promo_cards" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_promo_cards_parent_id_idx" ON "store_pages_blocks_promo_cards" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_promo_cards_path_idx" ON "store_pages_blocks_promo_cards" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_promo_banner_features_order_idx" ON "store_pages_blocks_promo_banner_features" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_promo_banner_features_parent_id_idx" ON "store_pages_blocks_promo_banner_features" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_promo_banner_order_idx" ON "store_pages_blocks_promo_banner" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_promo_banner_parent_id_idx" ON "store_pages_blocks_promo_banner" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_promo_banner_path_idx" ON "store_pages_blocks_promo_banner" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_product_grid_order_idx" ON "store_pages_blocks_product_grid" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_product_grid_parent_id_idx" ON "store_pages_blocks_product_grid" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_product_grid_path_idx" ON "store_pages_blocks_product_grid" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_finance_steps_steps_order_idx" ON "store_pages_blocks_finance_steps_steps" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_finance_steps_steps_parent_id_idx" ON "store_pages_blocks_finance_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_finance_steps_order_idx" ON "store_pages_blocks_finance_steps" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_finance_steps_parent_id_idx" ON "store_pages_blocks_finance_steps" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_finance_steps_path_idx" ON "store_pages_blocks_finance_steps" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_locations_list_order_idx" ON "store_pages_blocks_locations_list" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_locations_list_parent_id_idx" ON "store_pages_blocks_locations_list" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_locations_list_path_idx" ON "store_pages_blocks_locations_list" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_sales_counter_order_idx" ON "store_pages_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_sales_counter_parent_id_idx" ON "store_pages_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_sales_counter_path_idx" ON "store_pages_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_accepted_payments_methods_order_idx" ON "store_pages_blocks_accepted_payments_methods" USING btree ("order");
  CREATE INDEX "store_pages_blocks_accepted_payments_methods_parent_idx" ON "store_pages_blocks_accepted_payments_methods" USING btree ("parent_id");
  CREATE INDEX "store_pages_blocks_accepted_payments_order_idx" ON "store_pages_blocks_accepted_payments" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_accepted_payments_parent_id_idx" ON "store_pages_blocks_accepted_payments" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_accepted_payments_path_idx" ON "store_pages_blocks_accepted_payments" USING btree ("_path");
  CREATE INDEX "store_pages_rels_order_idx" ON "store_pages_rels" USING btree ("order");
  CREATE INDEX "store_pages_rels_parent_idx" ON "store_pages_rels" USING btree ("parent_id");
  CREATE INDEX "store_pages_rels_path_idx" ON "store_pages_rels" USING btree ("path");
  CREATE INDEX "store_pages_rels_store_pages_id_idx" ON "store_pages_rels" USING btree ("store_pages_id");
  CREATE INDEX "_store_pages_v_blocks_image_slider_slides_order_idx" ON "_store_pages_v_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_image_slider_slides_parent_id_idx" ON "_store_pages_v_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_image_slider_slides_image_idx" ON "_store_pages_v_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "_store_pages_v_blocks_image_slider_order_idx" ON "_store_pages_v_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_image_slider_parent_id_idx" ON "_store_pages_v_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_image_slider_path_idx" ON "_store_pages_v_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_welcome_order_idx" ON "_store_pages_v_blocks_welcome" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_welcome_parent_id_idx" ON "_store_pages_v_blocks_welcome" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_welcome_path_idx" ON "_store_pages_v_blocks_welcome" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_welcome_image_idx" ON "_store_pages_v_blocks_welcome" USING btree ("image_id");
  CREATE INDEX "_store_pages_v_blocks_call_to_action_buttons_order_idx" ON "_store_pages_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_call_to_action_buttons_parent_id_idx" ON "_store_pages_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_call_to_action_order_idx" ON "_store_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_call_to_action_parent_id_idx" ON "_store_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_call_to_action_path_idx" ON "_store_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_promo_cards_order_idx" ON "_store_pages_v_blocks_promo_cards" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_promo_cards_parent_id_idx" ON "_store_pages_v_blocks_promo_cards" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_promo_cards_path_idx" ON "_store_pages_v_blocks_promo_cards" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_promo_banner_features_order_idx" ON "_store_pages_v_blocks_promo_banner_features" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_promo_banner_features_parent_id_idx" ON "_store_pages_v_blocks_promo_banner_features" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_promo_banner_order_idx" ON "_store_pages_v_blocks_promo_banner" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_promo_banner_parent_id_idx" ON "_store_pages_v_blocks_promo_banner" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_promo_banner_path_idx" ON "_store_pages_v_blocks_promo_banner" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_product_grid_order_idx" ON "_store_pages_v_blocks_product_grid" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_product_grid_parent_id_idx" ON "_store_pages_v_blocks_product_grid" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_product_grid_path_idx" ON "_store_pages_v_blocks_product_grid" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_finance_steps_steps_order_idx" ON "_store_pages_v_blocks_finance_steps_steps" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_finance_steps_steps_parent_id_idx" ON "_store_pages_v_blocks_finance_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_finance_steps_order_idx" ON "_store_pages_v_blocks_finance_steps" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_finance_steps_parent_id_idx" ON "_store_pages_v_blocks_finance_steps" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_finance_steps_path_idx" ON "_store_pages_v_blocks_finance_steps" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_locations_list_order_idx" ON "_store_pages_v_blocks_locations_list" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_locations_list_parent_id_idx" ON "_store_pages_v_blocks_locations_list" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_locations_list_path_idx" ON "_store_pages_v_blocks_locations_list" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_sales_counter_order_idx" ON "_store_pages_v_blocks_sales_counter" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_sales_counter_parent_id_idx" ON "_store_pages_v_blocks_sales_counter" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_sales_counter_path_idx" ON "_store_pages_v_blocks_sales_counter" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_accepted_payments_methods_order_idx" ON "_store_pages_v_blocks_accepted_payments_methods" USING btree ("order");
  CREATE INDEX "_store_pages_v_blocks_accepted_payments_methods_parent_idx" ON "_store_pages_v_blocks_accepted_payments_methods" USING btree ("parent_id");
  CREATE INDEX "_store_pages_v_blocks_accepted_payments_order_idx" ON "_store_pages_v_blocks_accepted_payments" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_accepted_payments_parent_id_idx" ON "_store_pages_v_blocks_accepted_payments" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_accepted_payments_path_idx" ON "_store_pages_v_blocks_accepted_payments" USING btree ("_path");
  CREATE INDEX "_store_pages_v_rels_order_idx" ON "_store_pages_v_rels" USING btree ("order");
  CREATE INDEX "_store_pages_v_rels_parent_idx" ON "_store_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_store_pages_v_rels_path_idx" ON "_store_pages_v_rels" USING btree ("path");
  CREATE INDEX "_store_pages_v_rels_store_pages_id_idx" ON "_store_pages_v_rels" USING btree ("store_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_image_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_image_slider" CASCADE;
  DROP TABLE "pages_blocks_welcome" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_promo_cards" CASCADE;
  DROP TABLE "pages_blocks_promo_banner_features" CASCADE;
  DROP TABLE "pages_blocks_promo_banner" CASCADE;
  DROP TABLE "pages_blocks_product_grid" CASCADE;
  DROP TABLE "pages_blocks_finance_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_finance_steps" CASCADE;
  DROP TABLE "pages_blocks_locations_list" CASCADE;
  DROP TABLE "pages_blocks_sales_counter" CASCADE;
  DROP TABLE "pages_blocks_accepted_payments_methods" CASCADE;
  DROP TABLE "pages_blocks_accepted_payments" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_welcome" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_banner_features" CASCADE;
  DROP TABLE "_pages_v_blocks_promo_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_product_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_list" CASCADE;
  DROP TABLE "_pages_v_blocks_sales_counter" CASCADE;
  DROP TABLE "_pages_v_blocks_accepted_payments_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_accepted_payments" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "store_pages_blocks_image_slider_slides" CASCADE;
  DROP TABLE "store_pages_blocks_image_slider" CASCADE;
  DROP TABLE "store_pages_blocks_welcome" CASCADE;
  DROP TABLE "store_pages_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "store_pages_blocks_call_to_action" CASCADE;
  DROP TABLE "store_pages_blocks_promo_cards" CASCADE;
  DROP TABLE "store_pages_blocks_promo_banner_features" CASCADE;
  DROP TABLE "store_pages_blocks_promo_banner" CASCADE;
  DROP TABLE "store_pages_blocks_product_grid" CASCADE;
  DROP TABLE "store_pages_blocks_finance_steps_steps" CASCADE;
  DROP TABLE "store_pages_blocks_finance_steps" CASCADE;
  DROP TABLE "store_pages_blocks_locations_list" CASCADE;
  DROP TABLE "store_pages_blocks_sales_counter" CASCADE;
  DROP TABLE "store_pages_blocks_accepted_payments_methods" CASCADE;
  DROP TABLE "store_pages_blocks_accepted_payments" CASCADE;
  DROP TABLE "store_pages_rels" CASCADE;
  DROP TABLE "_store_pages_v_blocks_image_slider_slides" CASCADE;
  DROP TABLE "_store_pages_v_blocks_image_slider" CASCADE;
  DROP TABLE "_store_pages_v_blocks_welcome" CASCADE;
  DROP TABLE "_store_pages_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_store_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_store_pages_v_blocks_promo_cards" CASCADE;
  DROP TABLE "_store_pages_v_blocks_promo_banner_features" CASCADE;
  DROP TABLE "_store_pages_v_blocks_promo_banner" CASCADE;
  DROP TABLE "_store_pages_v_blocks_product_grid" CASCADE;
  DROP TABLE "_store_pages_v_blocks_finance_steps_steps" CASCADE;
  DROP TABLE "_store_pages_v_blocks_finance_steps" CASCADE;
  DROP TABLE "_store_pages_v_blocks_locations_list" CASCADE;
  DROP TABLE "_store_pages_v_blocks_sales_counter" CASCADE;
  DROP TABLE "_store_pages_v_blocks_accepted_payments_methods" CASCADE;
  DROP TABLE "_store_pages_v_blocks_accepted_payments" CASCADE;
  DROP TABLE "_store_pages_v_rels" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_promo_banner_features_icon";
  DROP TYPE "public"."enum_pages_blocks_locations_list_show";
  DROP TYPE "public"."enum_pages_blocks_accepted_payments_methods";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_promo_banner_features_icon";
  DROP TYPE "public"."enum__pages_v_blocks_locations_list_show";
  DROP TYPE "public"."enum__pages_v_blocks_accepted_payments_methods";
  DROP TYPE "public"."enum_store_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_store_pages_blocks_promo_banner_features_icon";
  DROP TYPE "public"."enum_store_pages_blocks_locations_list_show";
  DROP TYPE "public"."enum_store_pages_blocks_accepted_payments_methods";
  DROP TYPE "public"."enum__store_pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__store_pages_v_blocks_promo_banner_features_icon";
  DROP TYPE "public"."enum__store_pages_v_blocks_locations_list_show";
  DROP TYPE "public"."enum__store_pages_v_blocks_accepted_payments_methods";`)
}
