import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // customer_sms_refusals is the CMS's own table (customers/store.ts), exposed by no API: one count per site, day and reason.
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "sms_price_per_text" numeric;
  CREATE TABLE "customer_sms_refusals" (
  	"tenant_id" integer NOT NULL REFERENCES "public"."tenants"("id") ON DELETE cascade,
  	"day" date NOT NULL,
  	"reason" varchar NOT NULL,
  	"refused" integer NOT NULL,
  	PRIMARY KEY ("tenant_id", "day", "reason")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "customer_sms_refusals";
  ALTER TABLE "site_settings" DROP COLUMN "sms_price_per_text";`)
}
