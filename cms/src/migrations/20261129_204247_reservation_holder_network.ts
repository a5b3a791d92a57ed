import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "holder_network" varchar;
  CREATE INDEX "reservations_holder_network_idx" ON "reservations" USING btree ("holder_network");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reservations_holder_network_idx";
  ALTER TABLE "reservations" DROP COLUMN "holder_network";`)
}
