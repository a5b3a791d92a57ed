import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('held', 'paid', 'declined', 'expired', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('simulator', 'stripe');
  
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_car_car_stock_id_idx" ON "reservations" USING btree ("car_stock_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_payment_id_idx" ON "reservations" USING btree ("payment_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_idempotency_key_idx" ON "reservations" USING btree ("idempotency_key");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotencyKey_2_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
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
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";`)
}
