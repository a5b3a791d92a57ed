import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_warranty_new_car_makes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make" varchar NOT NULL,
  	"years" numeric DEFAULT 5 NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "warranty_show" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "warranty_standard_years" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "warranty_plan_km" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "warranty_plan_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "warranty_plan_url" varchar;
  ALTER TABLE "site_settings_warranty_new_car_makes" ADD CONSTRAINT "site_settings_warranty_new_car_makes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_warranty_new_car_makes_order_idx" ON "site_settings_warranty_new_car_makes" USING btree ("_order");
  CREATE INDEX "site_settings_warranty_new_car_makes_parent_id_idx" ON "site_settings_warranty_new_car_makes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_warranty_new_car_makes" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "warranty_show";
  ALTER TABLE "site_settings" DROP COLUMN "warranty_standard_years";
  ALTER TABLE "site_settings" DROP COLUMN "warranty_plan_km";
  ALTER TABLE "site_settings" DROP COLUMN "warranty_plan_name";
  ALTER TABLE "site_settings" DROP COLUMN "warranty_plan_url";`)
}
