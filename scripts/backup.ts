/**
 * `npm run backup [-- --to <folder>]`: a backup of one machine's platform, in a new folder under `--to` (default
 * `$DATA_DIR/backups`): the database as pg_dump's custom format (`database.dump`), the media folder's files (`media/`;
 * none when media are in an S3 bucket, whose versioning keeps them), and `backup.json` saying what is there. The
 * search indexes are not backed up: `npm run restore` rebuilds them from the sites' feeds. Uses DATABASE_URI and
 * MEDIA_DIR (or S3_BUCKET) from the environment, else the stack `npm start` runs. docs/operations.md, "Backups".
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { connection, OperatorError, postgresTool, runTool, serverMajorVersion } from './lib/postgres-tools'
import { mediaFolder, platformEnvironment, type BackupManifest } from './lib/backup-set'

const USAGE = 'usage: npm run backup [-- --to <folder>]'

const countFiles = (folder: string) => fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length

async function backup(args: string[]): Promise<string> {
  let values: { to?: string }
  try {
    values = parseArgs({ args, options: { to: { type: 'string' } } }).values
  } catch (error) {
    throw new OperatorError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
  const env = await platformEnvironment('npm run backup')
  const media = env.S3_BUCKET ? null : mediaFolder(env)
  const parent = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to ?? path.join(env.DATA_DIR, 'backups'))
  const serverMajor = await serverMajorVersion(env.DATABASE_URI)
  const pgDump = await postgresTool('pg_dump', serverMajor)
  const { dbname, env: toolEnv } = connection(env.DATABASE_URI)
  // Readable by the operator only: it holds every shopper's details.
  const folder = path.join(parent, `dealer-${new Date().toISOString().replace(/[:.]/g, '-')}`)
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  try {
    // Custom format: compressed, and pg_restore can restore it into any empty database, owned by whoever restores it.
    await runTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, 'database.dump')}`, `--dbname=${dbname}`], toolEnv)
    // A site that has uploaded nothing yet has no media folder: its backup has an empty one.
    if (media) {
      fs.mkdirSync(path.join(folder, 'media'))
      if (fs.existsSync(media)) fs.cpSync(media, path.join(folder, 'media'), { recursive: true })
    }
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      postgresMajorVersion: serverMajor,
      database: 'database.dump',
      media: media ? { folder: 'media', files: countFiles(path.join(folder, 'media')) } : { bucket: env.S3_BUCKET! },
    }
    fs.writeFileSync(path.join(folder, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  } catch (error) {
    // No half a backup left to be mistaken for one.
    fs.rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return folder
}

try {
  const folder = await backup(process.argv.slice(2))
  console.log(`backed up to ${folder}`)
} catch (error) {
  console.error(`npm run backup: ${error instanceof OperatorError ? error.message : error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
}
