import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

/** The development SMS sender's folder: each text is <time>-<phone>.txt (the stack's SMS_CAPTURE_DIR). */
const smsDir = process.env.SMS_CAPTURE_DIR ?? path.resolve(import.meta.dirname, '../../.data/sms')

/** A fresh mobile number, so reruns never meet an earlier run's codes or send gaps. */
export const newMobile = () => `04${crypto.randomInt(10_000_000, 100_000_000)}`

/** The code in the newest text to `phone`, waiting for it to arrive. */
export async function codeFor(phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(() => {
      const files = fs.existsSync(smsDir) ? fs.readdirSync(smsDir).filter((name) => name.endsWith(`-${phone}.txt`)) : []
      const newest = files.sort().at(-1)
      code = newest ? fs.readFileSync(path.join(smsDir, newest), 'utf8').match(/code is (\d{6})/)?.[1] : undefined
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}
