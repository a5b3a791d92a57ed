import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_header_fill" AS ENUM('links', 'store-pages', 'makes');
  CREATE TYPE "public"."enum_navigation_footer_fill" AS ENUM('links', 'store-pages');
  CREATE TYPE "public"."enum_store_pages_blocks_hero_tone" AS ENUM('brand', 'dark', 'light');
  CREATE TYPE "public"."enum_store_pages_blocks_featured_stock_car_type" AS ENUM('any', 'new', 'demo', 'used');
  CREATE TYPE "public"."enum_store_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__store_pages_v_blocks_hero_tone" AS ENUM('brand', 'dark', 'light');
  CREATE TYPE "public"."enum__store_pages_v_blocks_featured_stock_car_type" AS ENUM('any', 'new', 'demo', 'used');
  CREATE TYPE "public"."enum__store_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "navigation_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar,
  	"fill" "enum_navigation_header_fill" DEFAULT 'links' NOT NULL
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"fill" "enum_navigation_footer_fill" DEFAULT 'links' NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "store_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"tone" "enum_store_pages_blocks_hero_tone" DEFAULT 'brand',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_featured_stock" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Featured cars',
  	"car_type" "enum_store_pages_blocks_featured_stock_car_type" DEFAULT 'any',
  	"make" varchar,
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"image_id" integer,
  	"in_products_menu" boolean DEFAULT true,
  	"menu_order" numeric DEFAULT 100,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_store_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_store_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"tone" "enum__store_pages_v_blocks_hero_tone" DEFAULT 'brand',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_featured_stock" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Featured cars',
  	"car_type" "enum__store_pages_v_blocks_featured_stock_car_type" DEFAULT 'any',
  	"make" varchar,
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_in_products_menu" boolean DEFAULT true,
  	"version_menu_order" numeric DEFAULT 100,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__store_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "brand_grids_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"manufacturer_id" integer,
  	"name" varchar,
  	"logo_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "brand_grids" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "navigation_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "store_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brand_grids_id" integer;
  ALTER TABLE "navigation_header_children" ADD CONSTRAINT "navigation_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_hero" ADD CONSTRAINT "store_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_rich_text" ADD CONSTRAINT "store_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_featured_stock" ADD CONSTRAINT "store_pages_blocks_featured_stock_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_hero" ADD CONSTRAINT "_store_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_rich_text" ADD CONSTRAINT "_store_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_featured_stock" ADD CONSTRAINT "_store_pages_v_blocks_featured_stock_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v" ADD CONSTRAINT "_store_pages_v_parent_id_store_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."store_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v" ADD CONSTRAINT "_store_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v" ADD CONSTRAINT "_store_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_grids_brands" ADD CONSTRAINT "brand_grids_brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_grids_brands" ADD CONSTRAINT "brand_grids_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_grids_brands" ADD CONSTRAINT "brand_grids_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_grids"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_grids" ADD CONSTRAINT "brand_grids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_header_children_order_idx" ON "navigation_header_children" USING btree ("_order");
  CREATE INDEX "navigation_header_children_parent_id_idx" ON "navigation_header_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_tenant_idx" ON "navigation" USING btree ("tenant_id");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE INDEX "store_pages_blocks_hero_order_idx" ON "store_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_hero_parent_id_idx" ON "store_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_hero_path_idx" ON "store_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_rich_text_order_idx" ON "store_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_rich_text_parent_id_idx" ON "store_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_rich_text_path_idx" ON "store_pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_featured_stock_order_idx" ON "store_pages_blocks_featured_stock" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_featured_stock_parent_id_idx" ON "store_pages_blocks_featured_stock" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_featured_stock_path_idx" ON "store_pages_blocks_featured_stock" USING btree ("_path");
  CREATE INDEX "store_pages_tenant_idx" ON "store_pages" USING btree ("tenant_id");
  CREATE INDEX "store_pages_slug_idx" ON "store_pages" USING btree ("slug");
  CREATE INDEX "store_pages_image_idx" ON "store_pages" USING btree ("image_id");
  CREATE INDEX "store_pages_updated_at_idx" ON "store_pages" USING btree ("updated_at");
  CREATE INDEX "store_pages_created_at_idx" ON "store_pages" USING btree ("created_at");
  CREATE INDEX "store_pages__status_idx" ON "store_pages" USING btree ("_status");
  CREATE INDEX "_store_pages_v_blocks_hero_order_idx" ON "_store_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_hero_parent_id_idx" ON "_store_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_hero_path_idx" ON "_store_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_rich_text_order_idx" ON "_store_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_rich_text_parent_id_idx" ON "_store_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_rich_text_path_idx" ON "_store_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_featured_stock_order_idx" ON "_store_pages_v_blocks_featured_stock" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_featured_stock_parent_id_idx" ON "_store_pages_v_blocks_featured_stock" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_featured_stock_path_idx" ON "_store_pages_v_blocks_featured_stock" USING btree ("_path");
  CREATE INDEX "_store_pages_v_parent_idx" ON "_store_pages_v" USING btree ("parent_id");
  CREATE INDEX "_store_pages_v_version_version_tenant_idx" ON "_store_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_store_pages_v_version_version_slug_idx" ON "_store_pages_v" USING btree ("version_slug");
  CREATE INDEX "_store_pages_v_version_version_image_idx" ON "_store_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_store_pages_v_version_version_updated_at_idx" ON "_store_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_store_pages_v_version_version_created_at_idx" ON "_store_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_store_pages_v_version_version__status_idx" ON "_store_pages_v" USING btree ("version__status");
  CREATE INDEX "_store_pages_v_created_at_idx" ON "_store_pages_v" USING btree ("created_at");
  CREATE INDEX "_store_pages_v_updated_at_idx" ON "_store_pages_v" USING btree ("updated_at");
  CREATE INDEX "_store_pages_v_latest_idx" ON "_store_pages_v" USING btree ("latest");
  CREATE INDEX "_store_pages_v_autosave_idx" ON "_store_pages_v" USING btree ("autosave");
  CREATE INDEX "brand_grids_brands_order_idx" ON "brand_grids_brands" USING btree ("_order");
  CREATE INDEX "brand_grids_brands_parent_id_idx" ON "brand_grids_brands" USING btree ("_parent_id");
  CREATE INDEX "brand_grids_brands_manufacturer_idx" ON "brand_grids_brands" USING btree ("manufacturer_id");
  CREATE INDEX "brand_grids_brands_logo_idx" ON "brand_grids_brands" USING btree ("logo_id");
  CREATE INDEX "brand_grids_tenant_idx" ON "brand_grids" USING btree ("tenant_id");
  CREATE INDEX "brand_grids_updated_at_idx" ON "brand_grids" USING btree ("updated_at");
  CREATE INDEX "brand_grids_created_at_idx" ON "brand_grids" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_store_pages_fk" FOREIGN KEY ("store_pages_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_grids_fk" FOREIGN KEY ("brand_grids_id") REFERENCES "public"."brand_grids"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_locked_documents_rels_store_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("store_pages_id");
  CREATE INDEX "payload_locked_documents_rels_brand_grids_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_grids_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_header_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_featured_stock" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_featured_stock" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_grids_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_grids" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_header_children" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "store_pages_blocks_hero" CASCADE;
  DROP TABLE "store_pages_blocks_rich_text" CASCADE;
  DROP TABLE "store_pages_blocks_featured_stock" CASCADE;
  DROP TABLE "store_pages" CASCADE;
  DROP TABLE "_store_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_store_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_store_pages_v_blocks_featured_stock" CASCADE;
  DROP TABLE "_store_pages_v" CASCADE;
  DROP TABLE "brand_grids_brands" CASCADE;
  DROP TABLE "brand_grids" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_navigation_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_store_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brand_grids_fk";
  
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_navigation_id_idx";
  DROP INDEX "payload_locked_documents_rels_store_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_brand_grids_id_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "navigation_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "store_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brand_grids_id";
  DROP TYPE "public"."enum_navigation_header_fill";
  DROP TYPE "public"."enum_navigation_footer_fill";
  DROP TYPE "public"."enum_store_pages_blocks_hero_tone";
  DROP TYPE "public"."enum_store_pages_blocks_featured_stock_car_type";
  DROP TYPE "public"."enum_store_pages_status";
  DROP TYPE "public"."enum__store_pages_v_blocks_hero_tone";
  DROP TYPE "public"."enum__store_pages_v_blocks_featured_stock_car_type";
  DROP TYPE "public"."enum__store_pages_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
