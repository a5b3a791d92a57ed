import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_plugins" AS ENUM('Autogauge', 'Car Analysis', 'PPSR Report');
  CREATE TYPE "public"."enum_site_settings_reserve_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_site_settings_trade_in_valuer" AS ENUM('built-in', 'http');
  CREATE TYPE "public"."enum_site_settings_trade_in_rego_lookup" AS ENUM('simulator', 'http');
  CREATE TYPE "public"."enum_site_settings_trade_in_simulator_failure" AS ENUM('none', 'rego-unavailable');
  CREATE TYPE "public"."enum_site_settings_reserve_payments" AS ENUM('simulator', 'stripe');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('held', 'paid', 'declined', 'expired', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('simulator', 'stripe');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'trade-in';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'offer-accepted';
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'reservation';
  CREATE TABLE "site_settings_plugins" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_plugins",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_reserve_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_reserve_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"status" "enum_reservations_status" DEFAULT 'held' NOT NULL,
  	"car_title" varchar NOT NULL,
  	"car_stock_id" varchar NOT NULL,
  	"car_slug" varchar NOT NULL,
  	"car_stocknum" varchar,
  	"car_vin" varchar,
  	"car_dealership_slug" varchar,
  	"car_price" numeric,
  	"car_image" varchar,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"customer_id" integer,
  	"deposit_cents" numeric NOT NULL,
  	"provider" "enum_reservations_provider" NOT NULL,
  	"payment_id" varchar,
  	"refund_id" varchar,
  	"held_until" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"note" varchar,
  	"refund_due" boolean DEFAULT false,
  	"events" jsonb,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_valuer" "enum_site_settings_trade_in_valuer" DEFAULT 'built-in';
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_rego_lookup" "enum_site_settings_trade_in_rego_lookup" DEFAULT 'simulator';
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_simulator_failure" "enum_site_settings_trade_in_simulator_failure" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "reserve_deposit" numeric DEFAULT 200;
  ALTER TABLE "site_settings" ADD COLUMN "reserve_terms" varchar DEFAULT 'Your deposit holds this car for you for 7 days while we arrange your purchase. It comes off the price, and is refunded in full if you decide not to buy or your finance is not approved.';
  ALTER TABLE "site_settings" ADD COLUMN "reserve_payments" "enum_site_settings_reserve_payments" DEFAULT 'simulator';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "site_settings_plugins" ADD CONSTRAINT "site_settings_plugins_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_reserve_car_types" ADD CONSTRAINT "site_settings_reserve_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_plugins_order_idx" ON "site_settings_plugins" USING btree ("order");
  CREATE INDEX "site_settings_plugins_parent_idx" ON "site_settings_plugins" USING btree ("parent_id");
  CREATE INDEX "site_settings_reserve_car_types_order_idx" ON "site_settings_reserve_car_types" USING btree ("order");
  CREATE INDEX "site_settings_reserve_car_types_parent_idx" ON "site_settings_reserve_car_types" USING btree ("parent_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_car_car_stock_id_idx" ON "reservations" USING btree ("car_stock_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_payment_id_idx" ON "reservations" USING btree ("payment_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_idempotency_key_idx" ON "reservations" USING btree ("idempotency_key");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_1_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
  // Written by hand (Payload has no partial indexes): at most one active (held or paid) reservation per site and car, so
  // of two customers racing for a car the database lets exactly one win, whatever path writes (decision 030).
  await db.execute(sql`
  CREATE UNIQUE INDEX "reservations_one_active_per_car" ON "reservations" USING btree ("tenant_id", "car_stock_id") WHERE "status" IN ('held', 'paid');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "reservations_one_active_per_car";`)
  await db.execute(sql`
   ALTER TABLE "site_settings_plugins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_reserve_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_plugins" CASCADE;
  DROP TABLE "site_settings_reserve_car_types" CASCADE;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'contact', 'finance');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_valuer";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_rego_lookup";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_simulator_failure";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_deposit";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_terms";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_payments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_site_settings_plugins";
  DROP TYPE "public"."enum_site_settings_reserve_car_types";
  DROP TYPE "public"."enum_site_settings_trade_in_valuer";
  DROP TYPE "public"."enum_site_settings_trade_in_rego_lookup";
  DROP TYPE "public"."enum_site_settings_trade_in_simulator_failure";
  DROP TYPE "public"."enum_site_settings_reserve_payments";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";`)
}
