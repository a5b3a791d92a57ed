import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_cards_display_types" AS ENUM('search', 'home', 'vehicle');
  CREATE TYPE "public"."enum_promo_cards_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_promo_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_cards_v_version_display_types" AS ENUM('search', 'home', 'vehicle');
  CREATE TYPE "public"."enum__promo_cards_v_version_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__promo_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_manufacturers_category" AS ENUM('car', 'motorcycle', 'truck');
  CREATE TABLE "promo_cards_display_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_cards_display_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_cards_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_cards_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"image_id" integer,
  	"alt" varchar,
  	"background" varchar,
  	"link" varchar,
  	"strict_display" boolean DEFAULT false,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"position" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promo_cards_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_promo_cards_v_version_display_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_cards_v_version_display_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_cards_v_version_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_cards_v_version_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_alt" varchar,
  	"version_background" varchar,
  	"version_link" varchar,
  	"version_strict_display" boolean DEFAULT false,
  	"version_start" timestamp(3) with time zone,
  	"version_expiry" timestamp(3) with time zone,
  	"version_position" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_cards_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"location_id" integer,
  	"reply_text" varchar,
  	"reply_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"topic" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category" "enum_manufacturers_category" DEFAULT 'car' NOT NULL,
  	"logo" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manufacturers_id" integer;
  ALTER TABLE "promo_cards_display_types" ADD CONSTRAINT "promo_cards_display_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards_car_types" ADD CONSTRAINT "promo_cards_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v_version_display_types" ADD CONSTRAINT "_promo_cards_v_version_display_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_cards_v_version_car_types" ADD CONSTRAINT "_promo_cards_v_version_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_parent_id_promo_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promo_cards_display_types_order_idx" ON "promo_cards_display_types" USING btree ("order");
  CREATE INDEX "promo_cards_display_types_parent_idx" ON "promo_cards_display_types" USING btree ("parent_id");
  CREATE INDEX "promo_cards_car_types_order_idx" ON "promo_cards_car_types" USING btree ("order");
  CREATE INDEX "promo_cards_car_types_parent_idx" ON "promo_cards_car_types" USING btree ("parent_id");
  CREATE INDEX "promo_cards_tenant_idx" ON "promo_cards" USING btree ("tenant_id");
  CREATE INDEX "promo_cards_image_idx" ON "promo_cards" USING btree ("image_id");
  CREATE INDEX "promo_cards_updated_at_idx" ON "promo_cards" USING btree ("updated_at");
  CREATE INDEX "promo_cards_created_at_idx" ON "promo_cards" USING btree ("created_at");
  CREATE INDEX "promo_cards__status_idx" ON "promo_cards" USING btree ("_status");
  CREATE INDEX "_promo_cards_v_version_display_types_order_idx" ON "_promo_cards_v_version_display_types" USING btree ("order");
  CREATE INDEX "_promo_cards_v_version_display_types_parent_idx" ON "_promo_cards_v_version_display_types" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_version_car_types_order_idx" ON "_promo_cards_v_version_car_types" USING btree ("order");
  CREATE INDEX "_promo_cards_v_version_car_types_parent_idx" ON "_promo_cards_v_version_car_types" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_parent_idx" ON "_promo_cards_v" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_version_version_tenant_idx" ON "_promo_cards_v" USING btree ("version_tenant_id");
  CREATE INDEX "_promo_cards_v_version_version_image_idx" ON "_promo_cards_v" USING btree ("version_image_id");
  CREATE INDEX "_promo_cards_v_version_version_updated_at_idx" ON "_promo_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_cards_v_version_version_created_at_idx" ON "_promo_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_cards_v_version_version__status_idx" ON "_promo_cards_v" USING btree ("version__status");
  CREATE INDEX "_promo_cards_v_created_at_idx" ON "_promo_cards_v" USING btree ("created_at");
  CREATE INDEX "_promo_cards_v_updated_at_idx" ON "_promo_cards_v" USING btree ("updated_at");
  CREATE INDEX "_promo_cards_v_latest_idx" ON "_promo_cards_v" USING btree ("latest");
  CREATE INDEX "reviews_tenant_idx" ON "reviews" USING btree ("tenant_id");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "faqs_tenant_idx" ON "faqs" USING btree ("tenant_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_cards_fk" FOREIGN KEY ("promo_cards_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_promo_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_cards_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_cards_display_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v_version_display_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v_version_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "manufacturers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo_cards_display_types" CASCADE;
  DROP TABLE "promo_cards_car_types" CASCADE;
  DROP TABLE "promo_cards" CASCADE;
  DROP TABLE "_promo_cards_v_version_display_types" CASCADE;
  DROP TABLE "_promo_cards_v_version_car_types" CASCADE;
  DROP TABLE "_promo_cards_v" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manufacturers_fk";
  
  DROP INDEX "payload_locked_documents_rels_promo_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_manufacturers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manufacturers_id";
  DROP TYPE "public"."enum_promo_cards_display_types";
  DROP TYPE "public"."enum_promo_cards_car_types";
  DROP TYPE "public"."enum_promo_cards_status";
  DROP TYPE "public"."enum__promo_cards_v_version_display_types";
  DROP TYPE "public"."enum__promo_cards_v_version_car_types";
  DROP TYPE "public"."enum__promo_cards_v_version_status";
  DROP TYPE "public"."enum_manufacturers_category";`)
}
