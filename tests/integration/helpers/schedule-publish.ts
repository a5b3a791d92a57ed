/**
 * Schedules a publish exactly as the admin's "Schedule Publish" drawer does (Payload's
 * schedulePublishHandler: a `schedulePublish` job on the default queue, run as the scheduling user),
 * so tests can drive scheduling without the date picker: one job per document. Usage:
 *   tsx schedule-publish.ts <collection> <id>[,<id>…] <user email> <ISO time>
 */
import configPromise from '@dealer/cms/payload.config'
import { getPayload } from 'payload'

const [collection, ids, email, when] = process.argv.slice(2)
if (collection !== 'pages' && collection !== 'store-pages') throw new Error('collection must be pages or store-pages')
const payload = await getPayload({ config: configPromise })
const user = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
if (!user.docs[0]) throw new Error(`no user ${email}`)
for (const id of ids.split(','))
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      doc: collection === 'pages' ? { relationTo: 'pages', value: Number(id) } : { relationTo: 'store-pages', value: Number(id) },
      user: { relationTo: 'users', value: user.docs[0].id },
    },
    waitUntil: new Date(when),
  })
await payload.destroy()
process.exit(0)
