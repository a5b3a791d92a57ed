import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "finance_lenders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"is_default" boolean DEFAULT false,
  	"rates_advertised" numeric,
  	"rates_comparison" numeric,
  	"rates_min" numeric,
  	"rates_max" numeric,
  	"fees_establishment" numeric,
  	"fees_monthly" numeric,
  	"terms_min_years" numeric DEFAULT 1,
  	"terms_max_years" numeric DEFAULT 7,
  	"terms_max_balloon" numeric,
  	"disclaimer" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "delivery_regions_postcode_ranges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "delivery_regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_lenders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_regions_id" integer;
  ALTER TABLE "finance_lenders" ADD CONSTRAINT "finance_lenders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_lenders" ADD CONSTRAINT "finance_lenders_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "delivery_regions_postcode_ranges" ADD CONSTRAINT "delivery_regions_postcode_ranges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_regions" ADD CONSTRAINT "delivery_regions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "finance_lenders_tenant_idx" ON "finance_lenders" USING btree ("tenant_id");
  CREATE INDEX "finance_lenders_logo_idx" ON "finance_lenders" USING btree ("logo_id");
  CREATE INDEX "finance_lenders_updated_at_idx" ON "finance_lenders" USING btree ("updated_at");
  CREATE INDEX "finance_lenders_created_at_idx" ON "finance_lenders" USING btree ("created_at");
  CREATE INDEX "delivery_regions_postcode_ranges_order_idx" ON "delivery_regions_postcode_ranges" USING btree ("_order");
  CREATE INDEX "delivery_regions_postcode_ranges_parent_id_idx" ON "delivery_regions_postcode_ranges" USING btree ("_parent_id");
  CREATE INDEX "delivery_regions_tenant_idx" ON "delivery_regions" USING btree ("tenant_id");
  CREATE INDEX "delivery_regions_updated_at_idx" ON "delivery_regions" USING btree ("updated_at");
  CREATE INDEX "delivery_regions_created_at_idx" ON "delivery_regions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_lenders_fk" FOREIGN KEY ("finance_lenders_id") REFERENCES "public"."finance_lenders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_regions_fk" FOREIGN KEY ("delivery_regions_id") REFERENCES "public"."delivery_regions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_lenders_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_lenders_id");
  CREATE INDEX "payload_locked_documents_rels_delivery_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_regions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_lenders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_regions_postcode_ranges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_regions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_lenders" CASCADE;
  DROP TABLE "delivery_regions_postcode_ranges" CASCADE;
  DROP TABLE "delivery_regions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_lenders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_regions_fk";
  
  DROP INDEX "payload_locked_documents_rels_finance_lenders_id_idx";
  DROP INDEX "payload_locked_documents_rels_delivery_regions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_lenders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_regions_id";`)
}
