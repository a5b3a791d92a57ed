import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  
  ALTER TABLE "saved_cars" ADD COLUMN "last_known_price" numeric;
  -- Cars saved before price alerts compare with the price they were saved at.
  UPDATE "saved_cars" SET "last_known_price" = "price_at_save";
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
  CREATE INDEX "payload_locked_documents_rels_price_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("price_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_alerts_id_idx";
  ALTER TABLE "saved_cars" DROP COLUMN "last_known_price";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_alerts_id";
  DROP TYPE "public"."enum_price_alerts_channel";
  DROP TYPE "public"."enum_price_alerts_status";`)
}
