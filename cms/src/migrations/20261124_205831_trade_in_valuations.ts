import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_plugins" AS ENUM('Autogauge', 'Car Analysis', 'PPSR Report');
  CREATE TYPE "public"."enum_site_settings_reserve_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_site_settings_trade_in_valuer" AS ENUM('built-in', 'http');
  CREATE TYPE "public"."enum_site_settings_trade_in_rego_lookup" AS ENUM('simulator', 'http');
  CREATE TYPE "public"."enum_site_settings_trade_in_simulator_failure" AS ENUM('none', 'rego-unavailable');
  CREATE TYPE "public"."enum_site_settings_reserve_payments" AS ENUM('simulator', 'stripe');
  CREATE TYPE "public"."enum_leads_trade_in_service_history" AS ENUM('full', 'partial', 'none');
  CREATE TYPE "public"."enum_leads_trade_in_damage" AS ENUM('none', 'minor', 'major');
  CREATE TYPE "public"."enum_leads_trade_in_tyres" AS ENUM('good', 'fair', 'worn');
  CREATE TYPE "public"."enum_leads_trade_in_outcome" AS ENUM('estimate', 'inspect');
  CREATE TYPE "public"."enum_leads_trade_in_inspect_reason" AS ENUM('over-age', 'over-km', 'too-few-comparables', 'declined');
  CREATE TYPE "public"."enum_leads_trade_in_provider" AS ENUM('built-in', 'http');
  CREATE TYPE "public"."enum_trade_in_valuations_service_history" AS ENUM('full', 'partial', 'none');
  CREATE TYPE "public"."enum_trade_in_valuations_damage" AS ENUM('none', 'minor', 'major');
  CREATE TYPE "public"."enum_trade_in_valuations_tyres" AS ENUM('good', 'fair', 'worn');
  CREATE TYPE "public"."enum_trade_in_valuations_outcome" AS ENUM('estimate', 'inspect');
  CREATE TYPE "public"."enum_trade_in_valuations_inspect_reason" AS ENUM('over-age', 'over-km', 'too-few-comparables', 'declined');
  CREATE TYPE "public"."enum_trade_in_valuations_provider" AS ENUM('built-in', 'http');
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
  
  CREATE TABLE "trade_in_valuations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"year" numeric NOT NULL,
  	"km" numeric NOT NULL,
  	"state" varchar NOT NULL,
  	"plate" varchar,
  	"service_history" "enum_trade_in_valuations_service_history",
  	"damage" "enum_trade_in_valuations_damage",
  	"tyres" "enum_trade_in_valuations_tyres",
  	"accessories" boolean DEFAULT false,
  	"finance_owing" boolean DEFAULT false,
  	"outcome" "enum_trade_in_valuations_outcome",
  	"estimate" numeric,
  	"low" numeric,
  	"high" numeric,
  	"confidence" numeric,
  	"comparables" numeric,
  	"inspect_reason" "enum_trade_in_valuations_inspect_reason",
  	"provider" "enum_trade_in_valuations_provider",
  	"car_id" varchar,
  	"lead_id" integer,
  	"offer_accepted_lead_id" integer,
  	"public_id" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_valuer" "enum_site_settings_trade_in_valuer" DEFAULT 'built-in';
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_rego_lookup" "enum_site_settings_trade_in_rego_lookup" DEFAULT 'simulator';
  ALTER TABLE "site_settings" ADD COLUMN "trade_in_simulator_failure" "enum_site_settings_trade_in_simulator_failure" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "reserve_deposit" numeric DEFAULT 200;
  ALTER TABLE "site_settings" ADD COLUMN "reserve_terms" varchar DEFAULT 'Your deposit holds this car for you for 7 days while we arrange your purchase. It comes off the price, and is refunded in full if you decide not to buy or your finance is not approved.';
  ALTER TABLE "site_settings" ADD COLUMN "reserve_payments" "enum_site_settings_reserve_payments" DEFAULT 'simulator';
  ALTER TABLE "leads" ADD COLUMN "trade_in_valuation_id" integer;
  ALTER TABLE "leads" ADD COLUMN "trade_in_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_badge" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_km" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_plate" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_state" varchar;
  ALTER TABLE "leads" ADD COLUMN "trade_in_service_history" "enum_leads_trade_in_service_history";
  ALTER TABLE "leads" ADD COLUMN "trade_in_damage" "enum_leads_trade_in_damage";
  ALTER TABLE "leads" ADD COLUMN "trade_in_tyres" "enum_leads_trade_in_tyres";
  ALTER TABLE "leads" ADD COLUMN "trade_in_accessories" boolean;
  ALTER TABLE "leads" ADD COLUMN "trade_in_finance_owing" boolean;
  ALTER TABLE "leads" ADD COLUMN "trade_in_outcome" "enum_leads_trade_in_outcome";
  ALTER TABLE "leads" ADD COLUMN "trade_in_estimate" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_low" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_high" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_confidence" numeric;
  ALTER TABLE "leads" ADD COLUMN "trade_in_inspect_reason" "enum_leads_trade_in_inspect_reason";
  ALTER TABLE "leads" ADD COLUMN "trade_in_provider" "enum_leads_trade_in_provider";
  ALTER TABLE "leads" ADD COLUMN "trade_in_lead_id" integer;
  ALTER TABLE "leads" ADD COLUMN "form_completed" boolean;
  ALTER TABLE "leads" ADD COLUMN "offer_accepted" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_valuations_id" integer;
  ALTER TABLE "site_settings_plugins" ADD CONSTRAINT "site_settings_plugins_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_reserve_car_types" ADD CONSTRAINT "site_settings_reserve_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_offer_accepted_lead_id_leads_id_fk" FOREIGN KEY ("offer_accepted_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_plugins_order_idx" ON "site_settings_plugins" USING btree ("order");
  CREATE INDEX "site_settings_plugins_parent_idx" ON "site_settings_plugins" USING btree ("parent_id");
  CREATE INDEX "site_settings_reserve_car_types_order_idx" ON "site_settings_reserve_car_types" USING btree ("order");
  CREATE INDEX "site_settings_reserve_car_types_parent_idx" ON "site_settings_reserve_car_types" USING btree ("parent_id");
  CREATE INDEX "trade_in_valuations_tenant_idx" ON "trade_in_valuations" USING btree ("tenant_id");
  CREATE INDEX "trade_in_valuations_lead_idx" ON "trade_in_valuations" USING btree ("lead_id");
  CREATE INDEX "trade_in_valuations_offer_accepted_lead_idx" ON "trade_in_valuations" USING btree ("offer_accepted_lead_id");
  CREATE UNIQUE INDEX "trade_in_valuations_public_id_idx" ON "trade_in_valuations" USING btree ("public_id");
  CREATE INDEX "trade_in_valuations_idempotency_key_idx" ON "trade_in_valuations" USING btree ("idempotency_key");
  CREATE INDEX "trade_in_valuations_updated_at_idx" ON "trade_in_valuations" USING btree ("updated_at");
  CREATE INDEX "trade_in_valuations_created_at_idx" ON "trade_in_valuations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_1_idx" ON "trade_in_valuations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_trade_in_valuation_id_trade_in_valuations_id_fk" FOREIGN KEY ("trade_in_valuation_id") REFERENCES "public"."trade_in_valuations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_trade_in_lead_id_leads_id_fk" FOREIGN KEY ("trade_in_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_valuations_fk" FOREIGN KEY ("trade_in_valuations_id") REFERENCES "public"."trade_in_valuations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_trade_in_trade_in_valuation_idx" ON "leads" USING btree ("trade_in_valuation_id");
  CREATE INDEX "leads_trade_in_lead_idx" ON "leads" USING btree ("trade_in_lead_id");
  CREATE INDEX "payload_locked_documents_rels_trade_in_valuations_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_valuations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_plugins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_reserve_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_in_valuations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_plugins" CASCADE;
  DROP TABLE "site_settings_reserve_car_types" CASCADE;
  DROP TABLE "trade_in_valuations" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_trade_in_valuation_id_trade_in_valuations_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_trade_in_lead_id_leads_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_valuations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'contact', 'finance');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "leads_trade_in_trade_in_valuation_idx";
  DROP INDEX "leads_trade_in_lead_idx";
  DROP INDEX "payload_locked_documents_rels_trade_in_valuations_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_valuer";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_rego_lookup";
  ALTER TABLE "site_settings" DROP COLUMN "trade_in_simulator_failure";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_deposit";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_terms";
  ALTER TABLE "site_settings" DROP COLUMN "reserve_payments";
  ALTER TABLE "leads" DROP COLUMN "trade_in_valuation_id";
  ALTER TABLE "leads" DROP COLUMN "trade_in_make";
  ALTER TABLE "leads" DROP COLUMN "trade_in_model";
  ALTER TABLE "leads" DROP COLUMN "trade_in_badge";
  ALTER TABLE "leads" DROP COLUMN "trade_in_year";
  ALTER TABLE "leads" DROP COLUMN "trade_in_km";
  ALTER TABLE "leads" DROP COLUMN "trade_in_plate";
  ALTER TABLE "leads" DROP COLUMN "trade_in_state";
  ALTER TABLE "leads" DROP COLUMN "trade_in_service_history";
  ALTER TABLE "leads" DROP COLUMN "trade_in_damage";
  ALTER TABLE "leads" DROP COLUMN "trade_in_tyres";
  ALTER TABLE "leads" DROP COLUMN "trade_in_accessories";
  ALTER TABLE "leads" DROP COLUMN "trade_in_finance_owing";
  ALTER TABLE "leads" DROP COLUMN "trade_in_outcome";
  ALTER TABLE "leads" DROP COLUMN "trade_in_estimate";
  ALTER TABLE "leads" DROP COLUMN "trade_in_low";
  ALTER TABLE "leads" DROP COLUMN "trade_in_high";
  ALTER TABLE "leads" DROP COLUMN "trade_in_confidence";
  ALTER TABLE "leads" DROP COLUMN "trade_in_inspect_reason";
  ALTER TABLE "leads" DROP COLUMN "trade_in_provider";
  ALTER TABLE "leads" DROP COLUMN "trade_in_lead_id";
  ALTER TABLE "leads" DROP COLUMN "form_completed";
  ALTER TABLE "leads" DROP COLUMN "offer_accepted";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_valuations_id";
  DROP TYPE "public"."enum_site_settings_plugins";
  DROP TYPE "public"."enum_site_settings_reserve_car_types";
  DROP TYPE "public"."enum_site_settings_trade_in_valuer";
  DROP TYPE "public"."enum_site_settings_trade_in_rego_lookup";
  DROP TYPE "public"."enum_site_settings_trade_in_simulator_failure";
  DROP TYPE "public"."enum_site_settings_reserve_payments";
  DROP TYPE "public"."enum_leads_trade_in_service_history";
  DROP TYPE "public"."enum_leads_trade_in_damage";
  DROP TYPE "public"."enum_leads_trade_in_tyres";
  DROP TYPE "public"."enum_leads_trade_in_outcome";
  DROP TYPE "public"."enum_leads_trade_in_inspect_reason";
  DROP TYPE "public"."enum_leads_trade_in_provider";
  DROP TYPE "public"."enum_trade_in_valuations_service_history";
  DROP TYPE "public"."enum_trade_in_valuations_damage";
  DROP TYPE "public"."enum_trade_in_valuations_tyres";
  DROP TYPE "public"."enum_trade_in_valuations_outcome";
  DROP TYPE "public"."enum_trade_in_valuations_inspect_reason";
  DROP TYPE "public"."enum_trade_in_valuations_provider";`)
}
