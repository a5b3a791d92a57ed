import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "pages_blocks_repayment_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Repayment calculator',
  	"intro" varchar,
  	"lender_id" integer,
  	"disclaimer" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_repayment_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Repayment calculator',
  	"intro" varchar,
  	"lender_id" integer,
  	"disclaimer" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_repayment_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Repayment calculator',
  	"intro" varchar,
  	"lender_id" integer,
  	"disclaimer" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_repayment_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Repayment calculator',
  	"intro" varchar,
  	"lender_id" integer,
  	"disclaimer" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_term_default" SET DEFAULT 6;
  -- Spec 000 §9: the vehicle page's calculator starts at 6 years. 5 was the field's old default, not a site's choice;
  -- a site that wants 5 sets it again.
  UPDATE "site_settings" SET "calculator_term_default" = 6 WHERE "calculator_term_default" = 5;
  ALTER TABLE "site_settings" ADD COLUMN "calculator_amount_starts_at_price" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "calculator_min_price5000" boolean DEFAULT false;
  ALTER TABLE "finance_lenders" ADD COLUMN "fees_security_registration" numeric;
  ALTER TABLE "finance_lenders" ADD COLUMN "fees_agency" numeric;
  ALTER TABLE "finance_lenders" ADD COLUMN "terms_min_price5000" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_repayment_calculator" ADD CONSTRAINT "pages_blocks_repayment_calculator_lender_id_finance_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."finance_lenders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_repayment_calculator" ADD CONSTRAINT "pages_blocks_repayment_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_repayment_calculator" ADD CONSTRAINT "_pages_v_blocks_repayment_calculator_lender_id_finance_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."finance_lenders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_repayment_calculator" ADD CONSTRAINT "_pages_v_blocks_repayment_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_repayment_calculator" ADD CONSTRAINT "store_pages_blocks_repayment_calculator_lender_id_finance_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."finance_lenders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_repayment_calculator" ADD CONSTRAINT "store_pages_blocks_repayment_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_repayment_calculator" ADD CONSTRAINT "_store_pages_v_blocks_repayment_calculator_lender_id_finance_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."finance_lenders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_repayment_calculator" ADD CONSTRAINT "_store_pages_v_blocks_repayment_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_repayment_calculator_order_idx" ON "pages_blocks_repayment_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_repayment_calculator_parent_id_idx" ON "pages_blocks_repayment_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_repayment_calculator_path_idx" ON "pages_blocks_repayment_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_repayment_calculator_lender_idx" ON "pages_blocks_repayment_calculator" USING btree ("lender_id");
  CREATE INDEX "_pages_v_blocks_repayment_calculator_order_idx" ON "_pages_v_blocks_repayment_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_repayment_calculator_parent_id_idx" ON "_pages_v_blocks_repayment_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_repayment_calculator_path_idx" ON "_pages_v_blocks_repayment_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_repayment_calculator_lender_idx" ON "_pages_v_blocks_repayment_calculator" USING btree ("lender_id");
  CREATE INDEX "store_pages_blocks_repayment_calculator_order_idx" ON "store_pages_blocks_repayment_calculator" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_repayment_calculator_parent_id_idx" ON "store_pages_blocks_repayment_calculator" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_repayment_calculator_path_idx" ON "store_pages_blocks_repayment_calculator" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_repayment_calculator_lender_idx" ON "store_pages_blocks_repayment_calculator" USING btree ("lender_id");
  CREATE INDEX "_store_pages_v_blocks_repayment_calculator_order_idx" ON "_store_pages_v_blocks_repayment_calculator" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_repayment_calculator_parent_id_idx" ON "_store_pages_v_blocks_repayment_calculator" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_repayment_calculator_path_idx" ON "_store_pages_v_blocks_repayment_calculator" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_repayment_calculator_lender_idx" ON "_store_pages_v_blocks_repayment_calculator" USING btree ("lender_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_repayment_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_repayment_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_repayment_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_repayment_calculator" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_repayment_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_repayment_calculator" CASCADE;
  DROP TABLE "store_pages_blocks_repayment_calculator" CASCADE;
  DROP TABLE "_store_pages_v_blocks_repayment_calculator" CASCADE;
  ALTER TABLE "site_settings" ALTER COLUMN "calculator_term_default" SET DEFAULT 5;
  ALTER TABLE "site_settings" DROP COLUMN "calculator_amount_starts_at_price";
  ALTER TABLE "site_settings" DROP COLUMN "calculator_min_price5000";
  ALTER TABLE "finance_lenders" DROP COLUMN "fees_security_registration";
  ALTER TABLE "finance_lenders" DROP COLUMN "fees_agency";
  ALTER TABLE "finance_lenders" DROP COLUMN "terms_min_price5000";`)
}
