import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'no-destination');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'contact');
  CREATE TYPE "public"."enum_lead_deliveries_destination" AS ENUM('email', 'adf-webhook');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending' NOT NULL,
  	"category" varchar NOT NULL,
  	"subcategory" varchar,
  	"form" "enum_leads_form" NOT NULL,
  	"event_id" numeric,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"message" varchar,
  	"booking_date" timestamp(3) with time zone,
  	"rego" varchar,
  	"consent" boolean DEFAULT false,
  	"dealership_id" integer,
  	"location_id" integer,
  	"car_name" varchar,
  	"car_stocknum" varchar,
  	"car_car_type" varchar,
  	"car_slug" varchar,
  	"car_year" numeric,
  	"car_make" varchar,
  	"car_model" varchar,
  	"car_vin" varchar,
  	"car_price" numeric,
  	"car_dealership_slug" varchar,
  	"car_location_name" varchar,
  	"source" varchar DEFAULT 'Website',
  	"url" varchar,
  	"user_agent" varchar,
  	"visited_pages" jsonb,
  	"linked_query_params" jsonb,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"lead_id" integer NOT NULL,
  	"destination" "enum_lead_deliveries_destination" NOT NULL,
  	"target" varchar NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"delivered_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"event_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"path" varchar,
  	"car_id" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "forms_enquiry_title" varchar DEFAULT 'Enquire Now';
  ALTER TABLE "site_settings" ADD COLUMN "forms_comments_required" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "forms_show_category" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "forms_show_location" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "forms_hide_preferred_dealership" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "forms_used_enquiry_alternate_event" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "forms_terms_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "forms_test_drive_days" numeric DEFAULT 14;
  ALTER TABLE "site_settings" ADD COLUMN "forms_appointment_minutes" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "forms_rate_limit_per_hour" numeric DEFAULT 10;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_adf_webhook_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "lead_deliveries_tenant_idx" ON "lead_deliveries" USING btree ("tenant_id");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_next_attempt_at_idx" ON "lead_deliveries" USING btree ("next_attempt_at");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE INDEX "analytics_events_tenant_idx" ON "analytics_events" USING btree ("tenant_id");
  CREATE INDEX "analytics_events_event_id_idx" ON "analytics_events" USING btree ("event_id");
  CREATE INDEX "analytics_events_lead_idx" ON "analytics_events" USING btree ("lead_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  ALTER TABLE "site_settings" DROP COLUMN "forms_enquiry_title";
  ALTER TABLE "site_settings" DROP COLUMN "forms_comments_required";
  ALTER TABLE "site_settings" DROP COLUMN "forms_show_category";
  ALTER TABLE "site_settings" DROP COLUMN "forms_show_location";
  ALTER TABLE "site_settings" DROP COLUMN "forms_hide_preferred_dealership";
  ALTER TABLE "site_settings" DROP COLUMN "forms_used_enquiry_alternate_event";
  ALTER TABLE "site_settings" DROP COLUMN "forms_terms_text";
  ALTER TABLE "site_settings" DROP COLUMN "forms_test_drive_days";
  ALTER TABLE "site_settings" DROP COLUMN "forms_appointment_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "forms_rate_limit_per_hour";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_adf_webhook_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_lead_deliveries_destination";
  DROP TYPE "public"."enum_lead_deliveries_status";`)
}
