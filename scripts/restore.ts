/**
 * `npm run restore -- <backup folder>`: brings a backup made by `npm run backup` back, into an empty database
 * (DATABASE_URI) on a machine being set up again: the database (pg_restore, in one transaction: a restore that fails
 * leaves the database empty), any migrations newer than the backup, the media files (into MEDIA_DIR, keeping files
 * already there; a bucket's versioning restores its own), then each site's stock index rebuilt from its feed sources
 * (under SEARCH_INDEX_PREFIX). A database that already has tables is refused: nothing saved is ever overwritten. The
 * backup and the settings are checked before anything is written. docs/operations.md, "Backups".
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { mediaFolder, platformEnvironment, readBackup } from './lib/backup-set'
import { nodeCommand } from './lib/entries'
import { repoRoot } from './lib/paths'
import { connection, OperatorError, postgresTool, runTool, serverMajorVersion } from './lib/postgres-tools'
import { runToCompletion } from './lib/processes'

const USAGE = 'usage: npm run restore -- <backup folder>'

async function tablesIn(databaseUri: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)
    return Number(rows[0]!.count)
  } finally {
    await client.end()
  }
}

async function restore(args: string[]): Promise<void> {
  if (args.length !== 1) throw new OperatorError(`name one backup folder\n${USAGE}`)
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!)
  const manifest = readBackup(folder)
  const env = await platformEnvironment('npm run restore')

  // Files restore into a folder; a bucket restores its own (its object versions), never from here.
  const media = 'folder' in manifest.media && !env.S3_BUCKET ? mediaFolder(env) : null
  const serverMajor = await serverMajorVersion(env.DATABASE_URI)
  if ((await tablesIn(env.DATABASE_URI)) > 0)
    throw new OperatorError(
      'the database already has tables: restore into a new, empty database (createdb), and point DATABASE_URI at it. Nothing was changed.',
    )
  const pgRestore = await postgresTool('pg_restore', Math.max(serverMajor, manifest.postgresMajorVersion))
  const { dbname, env: toolEnv } = connection(env.DATABASE_URI)
  console.log(`restoring the database from ${path.join(folder, manifest.database)}…`)
  await runTool(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(folder, manifest.database)],
    toolEnv,
  )

  const log = (line: string) => console.log(line)
  // A backup from an older release: its database is brought up to this release's schema.
  await runToCompletion('migrate', ...nodeCommand('migrate'), { cwd: path.join(repoRoot, 'cms'), env, log })

  if (media && 'folder' in manifest.media) {
    fs.mkdirSync(media, { recursive: true })
    fs.cpSync(path.join(folder, manifest.media.folder), media, { recursive: true, force: false })
    console.log(`restored ${manifest.media.files} media files into ${media}`)
  } else if ('folder' in manifest.media)
    console.log(
      `media: this backup's files are in ${path.join(folder, manifest.media.folder)}, and media here are in the bucket ${env.S3_BUCKET}: copy them into it (aws s3 sync ${path.join(folder, manifest.media.folder)} s3://${env.S3_BUCKET}/)`,
    )
  else console.log(`media: in the bucket ${manifest.media.bucket}; bring back what you need from its object versions (docs/operations.md, "Backups")`)

  console.log('rebuilding each site’s stock index from its feed sources…')
  try {
    await runToCompletion('rebuild-indexes', ...nodeCommand('rebuildIndexes'), { cwd: path.join(repoRoot, 'cms'), env, log })
  } catch {
    throw new OperatorError('the database and media are restored; a stock index was not rebuilt (above). Once its feed answers: npm run rebuild-indexes')
  }
}

try {
  await restore(process.argv.slice(2))
  console.log('restored')
} catch (error) {
  console.error(`npm run restore: ${error instanceof OperatorError ? error.message : error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
}
