import fs from 'node:fs'
import path from 'node:path'
import { OperatorError } from './postgres-tools'
import { runningStackEnvironment } from './running-stack'
import { DEFAULT_DATA_DIR } from './stack'

/** `backup.json`: what one backup folder holds. */
export interface BackupManifest {
  createdAt: string
  /** The server's major version: the pg_restore that reads the dump must be as new as the pg_dump that wrote it. */
  postgresMajorVersion: number
  /** The database, in pg_dump's custom format. */
  database: string
  /** The media folder's copy, or the bucket whose versioning keeps them. */
  media: { folder: string; files: number } | { bucket: string }
}

/** The settings a backup or a restore works with, and the whole environment its programs run in. */
export interface PlatformEnvironment extends NodeJS.ProcessEnv {
  DATABASE_URI: string
  DATA_DIR: string
}

/**
 * The platform's environment: this process's when DATABASE_URI is set (a deployment's environment file), else that of
 * the stack `npm start` runs (its embedded database, media folder and search service).
 */
export async function platformEnvironment(command: string): Promise<PlatformEnvironment> {
  const env = process.env.DATABASE_URI ? { ...process.env } : { ...process.env, ...(await runningStackEnvironment(command)).env }
  return { ...env, DATABASE_URI: env.DATABASE_URI!, DATA_DIR: process.env.DATA_DIR ?? DEFAULT_DATA_DIR }
}

/**
 * The media folder of an environment without a bucket. Named, never guessed: the CMS's default is relative to the
 * folder it runs in, which a command run elsewhere would miss.
 */
export function mediaFolder(env: PlatformEnvironment): string {
  if (!env.MEDIA_DIR) throw new OperatorError('set MEDIA_DIR to the CMS’s media folder (or S3_BUCKET, when media are in a bucket). Nothing was changed.')
  return path.resolve(env.MEDIA_DIR)
}

/** The manifest of the backup in `folder`; a folder that isn't one is refused, saying why. */
export function readBackup(folder: string): BackupManifest {
  const file = path.join(folder, 'backup.json')
  if (!fs.existsSync(file)) throw new OperatorError(`${folder} is not a backup: it has no backup.json (npm run backup makes one)`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest
  const missing = [manifest.database, ...('folder' in manifest.media ? [manifest.media.folder] : [])].filter((part) => !fs.existsSync(path.join(folder, part)))
  if (missing.length > 0) throw new OperatorError(`${folder} has no ${missing.join(' and no ')}: the backup is incomplete. Nothing was changed.`)
  return manifest
}
