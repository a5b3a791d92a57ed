/**
 * Deletes a scheduled publish exactly as the admin's "Schedule Publish" drawer does (Payload's schedulePublishHandler:
 * `payload.delete` of the job, with the signed-in user's request). Exits 0 when it was deleted, 3 when refused. Usage:
 *   tsx unschedule-publish.ts <job id> <user email>
 */
import configPromise from '@dealer/cms/payload.config'
import { createLocalReq, getPayload } from 'payload'

const [jobId, email] = process.argv.slice(2)
const payload = await getPayload({ config: configPromise })
const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
if (!found.docs[0]) throw new Error(`no user ${email}`)
const req = await createLocalReq({ user: { ...found.docs[0], collection: 'users' } }, payload)
let code = 0
try {
  await payload.delete({ collection: 'payload-jobs', req, where: { and: [{ id: { equals: jobId } }, { taskSlug: { equals: 'schedulePublish' } }] } })
  const left = await payload.db.count({ collection: 'payload-jobs', where: { id: { equals: jobId } } })
  if (left.totalDocs > 0) code = 3
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : error}`)
  code = 3
}
await payload.destroy()
process.exit(code)
