// The ALTCHA widget (`altcha-widget`), loaded only when a shopper starts on an enquiry form that has the captcha
// (CaptchaField.tsx imports this with import(), so no page's first-load JavaScript carries it). The `external` build,
// whose solver runs in a worker file of our own origin rather than a blob: URL, so the page's Content-Security-Policy
// (script-src 'self', which workers fall back to) lets it run unchanged; its styles are a file of our own too.
import 'altcha/external'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'

// The only algorithm our challenges use (server/captcha.server.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())

// en-AU texts: the page says lang="en-AU", which the widget matches to this entry before its own English.
globalThis.$altcha.i18n.set('en-au', {
  ...globalThis.$altcha.i18n.get('en'),
  label: 'I’m not a robot',
  verifying: 'Checking…',
  verified: 'Checked: you can send the form',
  loading: 'Loading…',
  error: 'The check didn’t work. Please try again.',
  expired: 'The check expired. Please try again.',
  verificationRequired: 'Please wait a moment while we check you’re not a robot.',
  waitAlert: 'Checking… please wait.',
  verify: 'Check',
  reload: 'Try again',
})
