import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_source" AS ENUM('manual', 'google');
  CREATE TYPE "public"."enum_review_sources_provider" AS ENUM('google', 'simulator');
  CREATE TABLE "review_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"provider" "enum_review_sources_provider" DEFAULT 'simulator' NOT NULL,
  	"account_id" varchar NOT NULL,
  	"google_location_id" varchar NOT NULL,
  	"location_id" integer,
  	"review_count" numeric,
  	"average_rating" varchar,
  	"imported_at" timestamp(3) with time zone,
  	"last_import_problem" varchar,
  	"import_lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "image_url" varchar;
  ALTER TABLE "reviews" ADD COLUMN "source" "enum_reviews_source" DEFAULT 'manual' NOT NULL;
  ALTER TABLE "reviews" ADD COLUMN "provider_review_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_sources_id" integer;
  ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "review_sources_tenant_idx" ON "review_sources" USING btree ("tenant_id");
  CREATE INDEX "review_sources_location_idx" ON "review_sources" USING btree ("location_id");
  CREATE INDEX "review_sources_updated_at_idx" ON "review_sources" USING btree ("updated_at");
  CREATE INDEX "review_sources_created_at_idx" ON "review_sources" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_sources_fk" FOREIGN KEY ("review_sources_id") REFERENCES "public"."review_sources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "tenant_providerReviewId_idx" ON "reviews" USING btree ("tenant_id","provider_review_id");
  CREATE INDEX "payload_locked_documents_rels_review_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("review_sources_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_sources" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_sources" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_review_sources_fk";
  
  DROP INDEX "tenant_providerReviewId_idx";
  DROP INDEX "payload_locked_documents_rels_review_sources_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "image_url";
  ALTER TABLE "reviews" DROP COLUMN "source";
  ALTER TABLE "reviews" DROP COLUMN "provider_review_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_sources_id";
  DROP TYPE "public"."enum_reviews_source";
  DROP TYPE "public"."enum_review_sources_provider";`)
}
