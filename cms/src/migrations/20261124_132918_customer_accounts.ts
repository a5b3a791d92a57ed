import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifications_verification_type" AS ENUM('sms', 'verify');
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"postcode" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"verification_type" "enum_verifications_verification_type" NOT NULL,
  	"phone" varchar NOT NULL,
  	"customer_id" integer,
  	"website_slug" varchar NOT NULL,
  	"dealership_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"car_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"price_at_save" numeric,
  	"price_alerts" boolean DEFAULT false,
  	"primary_image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "sms_monthly_allowance" numeric DEFAULT 500;
  ALTER TABLE "leads" ADD COLUMN "customer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_cars_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_tenant_idx" ON "customers" USING btree ("tenant_id");
  CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "customers" USING btree ("tenant_id","phone");
  CREATE INDEX "verifications_tenant_idx" ON "verifications" USING btree ("tenant_id");
  CREATE INDEX "verifications_verification_type_idx" ON "verifications" USING btree ("verification_type");
  CREATE INDEX "verifications_customer_idx" ON "verifications" USING btree ("customer_id");
  CREATE INDEX "verifications_updated_at_idx" ON "verifications" USING btree ("updated_at");
  CREATE INDEX "verifications_created_at_idx" ON "verifications" USING btree ("created_at");
  CREATE INDEX "saved_cars_tenant_idx" ON "saved_cars" USING btree ("tenant_id");
  CREATE INDEX "saved_cars_customer_idx" ON "saved_cars" USING btree ("customer_id");
  CREATE INDEX "saved_cars_car_id_idx" ON "saved_cars" USING btree ("car_id");
  CREATE INDEX "saved_cars_updated_at_idx" ON "saved_cars" USING btree ("updated_at");
  CREATE INDEX "saved_cars_created_at_idx" ON "saved_cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_customer_carId_idx" ON "saved_cars" USING btree ("tenant_id","customer_id","car_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verifications_fk" FOREIGN KEY ("verifications_id") REFERENCES "public"."verifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_cars_fk" FOREIGN KEY ("saved_cars_id") REFERENCES "public"."saved_cars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_customer_idx" ON "leads" USING btree ("customer_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_verifications_id_idx" ON "payload_locked_documents_rels" USING btree ("verifications_id");
  CREATE INDEX "payload_locked_documents_rels_saved_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_cars_id");`)

  // Sign-in codes and customer sessions: tables of their own, not collections, so no API or admin screen reaches their
  // hashes (docs/decisions/019-shopper-sign-in-codes-and-sessions.md). They go with their site and customer.
  await db.execute(sql`
  CREATE TABLE "customer_sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
  	"phone" varchar NOT NULL,
  	"code_hash" bytea NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"checks" integer DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "customer_sign_in_codes_tenant_phone_key" UNIQUE ("tenant_id", "phone")
  );
  CREATE INDEX "customer_sign_in_codes_expires_at_idx" ON "customer_sign_in_codes" USING btree ("tenant_id", "expires_at");
  CREATE TABLE "customer_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
  	"customer_id" integer NOT NULL REFERENCES "public"."customers"("id") ON DELETE cascade,
  	"token_hash" bytea NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "customer_sessions_token_hash_key" UNIQUE ("token_hash")
  );
  CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "customer_sessions";
  DROP TABLE "customer_sign_in_codes";`)
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_cars" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "verifications" CASCADE;
  DROP TABLE "saved_cars" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_customer_id_customers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_cars_fk";
  
  DROP INDEX "leads_customer_idx";
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_verifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_cars_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "sms_monthly_allowance";
  ALTER TABLE "leads" DROP COLUMN "customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_cars_id";
  DROP TYPE "public"."enum_verifications_verification_type";`)
}
