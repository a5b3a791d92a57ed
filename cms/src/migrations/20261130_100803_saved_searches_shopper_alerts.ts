import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_alerts" AS ENUM('sms', 'email', 'none');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_shopper_alerts_kind" AS ENUM('price-drop', 'new-stock');
  CREATE TYPE "public"."enum_shopper_alerts_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_shopper_alerts_status" AS ENUM('pending', 'sent', 'failed', 'cancelled');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"summary" varchar,
  	"path" varchar NOT NULL,
  	"query" varchar,
  	"filters" varchar,
  	"alerts" "enum_saved_searches_alerts" DEFAULT 'sms' NOT NULL,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"paused" boolean DEFAULT false,
  	"last_visited_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"kind" "enum_shopper_alerts_kind" DEFAULT 'price-drop' NOT NULL,
  	"title" varchar NOT NULL,
  	"customer_id" integer,
  	"channel" "enum_shopper_alerts_channel" DEFAULT 'sms' NOT NULL,
  	"saved_car_id" integer,
  	"slug" varchar,
  	"old_price" numeric,
  	"new_price" numeric,
  	"saved_search_id" integer,
  	"car_count" numeric,
  	"car_names" varchar,
  	"status" "enum_shopper_alerts_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"counted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Issue 47: price-drop alerts become one kind of shopper alert; the outbox keeps its rows, ids and states.
  INSERT INTO "shopper_alerts" ("id", "tenant_id", "kind", "title", "customer_id", "channel", "saved_car_id", "slug", "old_price", "new_price",
    "status", "attempts", "next_attempt_at", "sent_at", "last_error", "lease_until", "updated_at", "created_at")
  SELECT "id", "tenant_id", 'price-drop', "car_name", "customer_id", 'sms', "saved_car_id", "slug", "old_price", "new_price",
    "status"::text::"enum_shopper_alerts_status", "attempts", "next_attempt_at", "sent_at", "last_error", "lease_until", "updated_at", "created_at"
  FROM "price_alerts";
  SELECT setval('shopper_alerts_id_seq', coalesce((SELECT max("id") FROM "shopper_alerts"), 0) + 1, false);
  -- Which new cars each saved search was told of: a car is told of once per search (saved-searches/new-stock.ts).
  CREATE TABLE "saved_search_matches" (
    "saved_search_id" integer NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
    "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
    "car_id" varchar NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("saved_search_id", "car_id")
  );
  ALTER TABLE "price_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_price_alerts_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_price_alerts_id_idx";
  ALTER TABLE "stock_imports" ADD COLUMN "searches_alerted" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_alerts_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_saved_car_id_saved_cars_id_fk" FOREIGN KEY ("saved_car_id") REFERENCES "public"."saved_cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_tenant_idx" ON "saved_searches" USING btree ("tenant_id");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "shopper_alerts_tenant_idx" ON "shopper_alerts" USING btree ("tenant_id");
  CREATE INDEX "shopper_alerts_kind_idx" ON "shopper_alerts" USING btree ("kind");
  CREATE INDEX "shopper_alerts_customer_idx" ON "shopper_alerts" USING btree ("customer_id");
  CREATE INDEX "shopper_alerts_saved_car_idx" ON "shopper_alerts" USING btree ("saved_car_id");
  CREATE INDEX "shopper_alerts_saved_search_idx" ON "shopper_alerts" USING btree ("saved_search_id");
  CREATE INDEX "shopper_alerts_status_idx" ON "shopper_alerts" USING btree ("status");
  CREATE INDEX "shopper_alerts_next_attempt_at_idx" ON "shopper_alerts" USING btree ("next_attempt_at");
  CREATE INDEX "shopper_alerts_counted_at_idx" ON "shopper_alerts" USING btree ("counted_at");
  CREATE INDEX "shopper_alerts_updated_at_idx" ON "shopper_alerts" USING btree ("updated_at");
  CREATE INDEX "shopper_alerts_created_at_idx" ON "shopper_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "savedCar_newPrice_idx" ON "shopper_alerts" USING btree ("saved_car_id","new_price");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_alerts_fk" FOREIGN KEY ("shopper_alerts_id") REFERENCES "public"."shopper_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_alerts_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_alerts_id";
  DROP TYPE "public"."enum_price_alerts_channel";
  DROP TYPE "public"."enum_price_alerts_status";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_alerts_channel" AS ENUM('sms');
  CREATE TYPE "public"."enum_price_alerts_status" AS ENUM('pending', 'sent', 'failed', 'cancelled');
  CREATE TABLE "price_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"car_name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"customer_id" integer,
  	"saved_car_id" integer,
  	"old_price" numeric NOT NULL,
  	"new_price" numeric NOT NULL,
  	"channel" "enum_price_alerts_channel" DEFAULT 'sms' NOT NULL,
  	"status" "enum_price_alerts_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  INSERT INTO "price_alerts" ("id", "tenant_id", "car_name", "slug", "customer_id", "saved_car_id", "old_price", "new_price", "status", "attempts",
    "next_attempt_at", "sent_at", "last_error", "lease_until", "updated_at", "created_at")
  SELECT "id", "tenant_id", "title", "slug", "customer_id", "saved_car_id", "old_price", "new_price", "status"::text::"enum_price_alerts_status", "attempts",
    "next_attempt_at", "sent_at", "last_error", "lease_until", "updated_at", "created_at"
  FROM "shopper_alerts" WHERE "kind" = 'price-drop';
  SELECT setval('price_alerts_id_seq', coalesce((SELECT max("id") FROM "price_alerts"), 0) + 1, false);
  DROP TABLE "saved_search_matches";
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "shopper_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_shopper_alerts_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_shopper_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_alerts_id" integer;
  ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_saved_car_id_saved_cars_id_fk" FOREIGN KEY ("saved_car_id") REFERENCES "public"."saved_cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_alerts_tenant_idx" ON "price_alerts" USING btree ("tenant_id");
  CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id");
  CREATE INDEX "price_alerts_saved_car_idx" ON "price_alerts" USING btree ("saved_car_id");
  CREATE INDEX "price_alerts_status_idx" ON "price_alerts" USING btree ("status");
  CREATE INDEX "price_alerts_next_attempt_at_idx" ON "price_alerts" USING btree ("next_attempt_at");
  CREATE INDEX "price_alerts_updated_at_idx" ON "price_alerts" USING btree ("updated_at");
  CREATE INDEX "price_alerts_created_at_idx" ON "price_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "savedCar_newPrice_idx" ON "price_alerts" USING btree ("saved_car_id","new_price");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_alerts_fk" FOREIGN KEY ("price_alerts_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("price_alerts_id");
  ALTER TABLE "stock_imports" DROP COLUMN "searches_alerted";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_alerts_id";
  DROP TYPE "public"."enum_saved_searches_alerts";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_shopper_alerts_kind";
  DROP TYPE "public"."enum_shopper_alerts_channel";
  DROP TYPE "public"."enum_shopper_alerts_status";`)
}
