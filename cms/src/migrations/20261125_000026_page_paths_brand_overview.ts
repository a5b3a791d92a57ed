import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "pages_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_brand_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"make_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "pages_blocks_brand_overview" ADD CONSTRAINT "pages_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_overview" ADD CONSTRAINT "pages_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_overview" ADD CONSTRAINT "_pages_v_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_overview" ADD CONSTRAINT "_pages_v_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_overview" ADD CONSTRAINT "store_pages_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_overview" ADD CONSTRAINT "store_pages_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" ADD CONSTRAINT "_store_pages_v_blocks_brand_overview_make_id_manufacturers_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" ADD CONSTRAINT "_store_pages_v_blocks_brand_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_brand_overview_order_idx" ON "pages_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_overview_parent_id_idx" ON "pages_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_overview_path_idx" ON "pages_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_overview_make_idx" ON "pages_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "_pages_v_blocks_brand_overview_order_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_overview_parent_id_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_overview_path_idx" ON "_pages_v_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_overview_make_idx" ON "_pages_v_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "store_pages_blocks_brand_overview_order_idx" ON "store_pages_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_brand_overview_parent_id_idx" ON "store_pages_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_brand_overview_path_idx" ON "store_pages_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_brand_overview_make_idx" ON "store_pages_blocks_brand_overview" USING btree ("make_id");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_order_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_parent_id_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_path_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_brand_overview_make_idx" ON "_store_pages_v_blocks_brand_overview" USING btree ("make_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  -- Pages saved before paths answer where they always did: at their slug (decision 034).
  UPDATE "pages" SET "path" = "slug" WHERE "path" IS NULL;
  UPDATE "_pages_v" SET "version_path" = "version_slug" WHERE "version_path" IS NULL AND "version_slug" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_brand_overview" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_brand_overview" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_overview" CASCADE;
  DROP TABLE "store_pages_blocks_brand_overview" CASCADE;
  DROP TABLE "_store_pages_v_blocks_brand_overview" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_parent_id_pages_id_fk";
  
  DROP INDEX "pages_parent_idx";
  DROP INDEX "_pages_v_version_version_parent_idx";
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_parent_id";
  `)
}
