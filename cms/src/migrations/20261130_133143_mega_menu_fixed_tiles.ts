import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "navigation_header_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"replaces" varchar,
  	"logo_id" integer
  );
  
  ALTER TABLE "navigation_header" ADD COLUMN "tiles_only" boolean DEFAULT false;
  ALTER TABLE "navigation_header_tiles" ADD CONSTRAINT "navigation_header_tiles_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_header_tiles" ADD CONSTRAINT "navigation_header_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_header_tiles_order_idx" ON "navigation_header_tiles" USING btree ("_order");
  CREATE INDEX "navigation_header_tiles_parent_id_idx" ON "navigation_header_tiles" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_tiles_logo_idx" ON "navigation_header_tiles" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "navigation_header_tiles" CASCADE;
  ALTER TABLE "navigation_header" DROP COLUMN "tiles_only";`)
}
