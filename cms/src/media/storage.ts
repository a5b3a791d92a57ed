import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Where uploaded media live. By default a folder on this machine (MEDIA_DIR), which is enough for one CMS machine. With
 * S3_BUCKET set, an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), which every CMS instance reads and writes, so
 * a file uploaded through one is served by all (docs/operations.md, "Running two or more of each process").
 */
export const mediaInBucket = Boolean(process.env.S3_BUCKET)

export function mediaStorage() {
  return s3Storage({
    enabled: mediaInBucket,
    // The adapter's columns (the object's key and prefix) exist whichever storage is chosen: one schema, one set of
    // migrations, and a site can move its media to a bucket without a migration.
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: process.env.S3_BUCKET ?? '',
    config: {
      region: process.env.S3_REGION || 'us-east-1',
      // An S3-compatible service other than AWS: its address, and usually path-style bucket addresses.
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === '1',
      // Unset: the SDK's own chain (an instance role, AWS_* variables), so no key need be written down on AWS.
      credentials:
        process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: newer SDKs otherwise stream uploads in aws-chunked framing with trailing
      // checksums, which several S3-compatible services store as part of the file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
