import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"grid_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"grid_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"grid_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "store_pages_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "store_pages_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"grid_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_stats_banner_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_store_pages_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_tablet_filename" varchar;
  ALTER TABLE "pages_blocks_brand_grid" ADD CONSTRAINT "pages_blocks_brand_grid_grid_id_brand_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."brand_grids"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid" ADD CONSTRAINT "pages_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner_stats" ADD CONSTRAINT "pages_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner" ADD CONSTRAINT "pages_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid" ADD CONSTRAINT "_pages_v_blocks_brand_grid_grid_id_brand_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."brand_grids"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid" ADD CONSTRAINT "_pages_v_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner_stats" ADD CONSTRAINT "_pages_v_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner" ADD CONSTRAINT "_pages_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_grid" ADD CONSTRAINT "store_pages_blocks_brand_grid_grid_id_brand_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."brand_grids"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_brand_grid" ADD CONSTRAINT "store_pages_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_stats_banner_stats" ADD CONSTRAINT "store_pages_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_pages_blocks_stats_banner" ADD CONSTRAINT "store_pages_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."store_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_grid" ADD CONSTRAINT "_store_pages_v_blocks_brand_grid_grid_id_brand_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."brand_grids"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_brand_grid" ADD CONSTRAINT "_store_pages_v_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_stats_banner_stats" ADD CONSTRAINT "_store_pages_v_blocks_stats_banner_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_store_pages_v_blocks_stats_banner" ADD CONSTRAINT "_store_pages_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_store_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_brand_grid_order_idx" ON "pages_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_grid_parent_id_idx" ON "pages_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_grid_path_idx" ON "pages_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_grid_grid_idx" ON "pages_blocks_brand_grid" USING btree ("grid_id");
  CREATE INDEX "pages_blocks_stats_banner_stats_order_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_stats_parent_id_idx" ON "pages_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_order_idx" ON "pages_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_parent_id_idx" ON "pages_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_path_idx" ON "pages_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_grid_order_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_grid_parent_id_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_path_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_grid_grid_idx" ON "_pages_v_blocks_brand_grid" USING btree ("grid_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_order_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_stats_parent_id_idx" ON "_pages_v_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_order_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_parent_id_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_path_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_brand_grid_order_idx" ON "store_pages_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_brand_grid_parent_id_idx" ON "store_pages_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_brand_grid_path_idx" ON "store_pages_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "store_pages_blocks_brand_grid_grid_idx" ON "store_pages_blocks_brand_grid" USING btree ("grid_id");
  CREATE INDEX "store_pages_blocks_stats_banner_stats_order_idx" ON "store_pages_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_stats_banner_stats_parent_id_idx" ON "store_pages_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_stats_banner_order_idx" ON "store_pages_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "store_pages_blocks_stats_banner_parent_id_idx" ON "store_pages_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "store_pages_blocks_stats_banner_path_idx" ON "store_pages_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_brand_grid_order_idx" ON "_store_pages_v_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_brand_grid_parent_id_idx" ON "_store_pages_v_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_brand_grid_path_idx" ON "_store_pages_v_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "_store_pages_v_blocks_brand_grid_grid_idx" ON "_store_pages_v_blocks_brand_grid" USING btree ("grid_id");
  CREATE INDEX "_store_pages_v_blocks_stats_banner_stats_order_idx" ON "_store_pages_v_blocks_stats_banner_stats" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_stats_banner_stats_parent_id_idx" ON "_store_pages_v_blocks_stats_banner_stats" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_stats_banner_order_idx" ON "_store_pages_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_store_pages_v_blocks_stats_banner_parent_id_idx" ON "_store_pages_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_store_pages_v_blocks_stats_banner_path_idx" ON "_store_pages_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "media_sizes_tablet_sizes_tablet_filename_idx" ON "media" USING btree ("sizes_tablet_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "store_pages_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_stats_banner_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_store_pages_v_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_brand_grid" CASCADE;
  DROP TABLE "pages_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner" CASCADE;
  DROP TABLE "store_pages_blocks_brand_grid" CASCADE;
  DROP TABLE "store_pages_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "store_pages_blocks_stats_banner" CASCADE;
  DROP TABLE "_store_pages_v_blocks_brand_grid" CASCADE;
  DROP TABLE "_store_pages_v_blocks_stats_banner_stats" CASCADE;
  DROP TABLE "_store_pages_v_blocks_stats_banner" CASCADE;
  DROP INDEX "media_sizes_tablet_sizes_tablet_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_url";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_width";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_height";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_tablet_filename";`)
}
