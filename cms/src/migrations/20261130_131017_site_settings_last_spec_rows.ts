import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "stock_certified_brand" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "stock_certified_badge_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "forms_captcha" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_similar_cars_query_size" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "vehicle_page_similar_cars_shown" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_stock_certified_badge_id_media_id_fk" FOREIGN KEY ("stock_certified_badge_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_stock_stock_certified_badge_idx" ON "site_settings" USING btree ("stock_certified_badge_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_stock_certified_badge_id_media_id_fk";
  
  DROP INDEX "site_settings_stock_stock_certified_badge_idx";
  ALTER TABLE "site_settings" DROP COLUMN "stock_certified_brand";
  ALTER TABLE "site_settings" DROP COLUMN "stock_certified_badge_id";
  ALTER TABLE "site_settings" DROP COLUMN "forms_captcha";
  ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_similar_cars_query_size";
  ALTER TABLE "site_settings" DROP COLUMN "vehicle_page_similar_cars_shown";`)
}
