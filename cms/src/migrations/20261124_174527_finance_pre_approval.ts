import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_finance_broker" AS ENUM('simulator', 'http');
  CREATE TYPE "public"."enum_site_settings_finance_simulator_failure" AS ENUM('none', 'error', 'timeout', 'no-redirect');
  CREATE TYPE "public"."enum_leads_finance_self_assessed_credit_score" AS ENUM('GREAT', 'DECENT', 'POOR');
  CREATE TYPE "public"."enum_finance_applications_status" AS ENUM('pending', 'redirected', 'failed');
  CREATE TYPE "public"."enum_finance_applications_self_assessed_credit_score" AS ENUM('GREAT', 'DECENT', 'POOR');
  CREATE TYPE "public"."enum_finance_applications_broker" AS ENUM('simulator', 'http');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'finance';
  CREATE TABLE "finance_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_finance_applications_status" DEFAULT 'pending' NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar,
  	"subscribe" boolean DEFAULT false,
  	"purchase_price" numeric NOT NULL,
  	"loan_term" numeric NOT NULL,
  	"self_assessed_credit_score" "enum_finance_applications_self_assessed_credit_score" NOT NULL,
  	"year" numeric,
  	"vin" varchar,
  	"nvic" varchar,
  	"broker" "enum_finance_applications_broker" NOT NULL,
  	"redirect_url" varchar,
  	"failure" varchar,
  	"failure_status" numeric,
  	"customer_id" integer NOT NULL,
  	"lead_id" integer,
  	"idempotency_key" varchar,
  	"lead_key" varchar,
  	"reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ALTER COLUMN "postcode" DROP NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "finance_broker" "enum_site_settings_finance_broker" DEFAULT 'simulator';
  ALTER TABLE "site_settings" ADD COLUMN "finance_simulator_failure" "enum_site_settings_finance_simulator_failure" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "finance_postcode_required" boolean DEFAULT true;
  ALTER TABLE "leads" ADD COLUMN "finance_amount" numeric;
  ALTER TABLE "leads" ADD COLUMN "finance_term" numeric;
  ALTER TABLE "leads" ADD COLUMN "finance_self_assessed_credit_score" "enum_leads_finance_self_assessed_credit_score";
  ALTER TABLE "leads" ADD COLUMN "finance_who_is_helping" varchar;
  ALTER TABLE "leads" ADD COLUMN "finance_weekly_repayment_amount" numeric;
  ALTER TABLE "leads" ADD COLUMN "finance_monthly_repayment_amount" numeric;
  ALTER TABLE "leads" ADD COLUMN "finance_advertised_rate" numeric;
  ALTER TABLE "leads" ADD COLUMN "finance_comparison_rate" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_applications_id" integer;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "finance_applications_tenant_idx" ON "finance_applications" USING btree ("tenant_id");
  CREATE INDEX "finance_applications_customer_idx" ON "finance_applications" USING btree ("customer_id");
  CREATE INDEX "finance_applications_lead_idx" ON "finance_applications" USING btree ("lead_id");
  CREATE INDEX "finance_applications_idempotency_key_idx" ON "finance_applications" USING btree ("idempotency_key");
  CREATE INDEX "finance_applications_lead_key_idx" ON "finance_applications" USING btree ("lead_key");
  CREATE UNIQUE INDEX "finance_applications_reference_idx" ON "finance_applications" USING btree ("reference");
  CREATE INDEX "finance_applications_updated_at_idx" ON "finance_applications" USING btree ("updated_at");
  CREATE INDEX "finance_applications_created_at_idx" ON "finance_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_idx" ON "finance_applications" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_applications_fk" FOREIGN KEY ("finance_applications_id") REFERENCES "public"."finance_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_applications_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'contact');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "payload_locked_documents_rels_finance_applications_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "postcode" SET NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "finance_broker";
  ALTER TABLE "site_settings" DROP COLUMN "finance_simulator_failure";
  ALTER TABLE "site_settings" DROP COLUMN "finance_postcode_required";
  ALTER TABLE "leads" DROP COLUMN "finance_amount";
  ALTER TABLE "leads" DROP COLUMN "finance_term";
  ALTER TABLE "leads" DROP COLUMN "finance_self_assessed_credit_score";
  ALTER TABLE "leads" DROP COLUMN "finance_who_is_helping";
  ALTER TABLE "leads" DROP COLUMN "finance_weekly_repayment_amount";
  ALTER TABLE "leads" DROP COLUMN "finance_monthly_repayment_amount";
  ALTER TABLE "leads" DROP COLUMN "finance_advertised_rate";
  ALTER TABLE "leads" DROP COLUMN "finance_comparison_rate";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_applications_id";
  DROP TYPE "public"."enum_site_settings_finance_broker";
  DROP TYPE "public"."enum_site_settings_finance_simulator_failure";
  DROP TYPE "public"."enum_leads_finance_self_assessed_credit_score";
  DROP TYPE "public"."enum_finance_applications_status";
  DROP TYPE "public"."enum_finance_applications_self_assessed_credit_score";
  DROP TYPE "public"."enum_finance_applications_broker";`)
}
