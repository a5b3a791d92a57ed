import { useState } from 'react'
import { sendBrowserEvent } from '../analytics/browser-events'
import type { CallBox as CallBoxData } from './vehicle-page.server'
import { ScriptButton } from '@dealer/blocks/ui/ScriptButton'

/**
 * The dealer's number for this car (spec 000 §4): masked after its first 5 characters until the shopper asks for it,
 * then a tap-to-call link; some sites show it at once. Revealing and calling are recorded (event 25); a failure to
 * record is only logged.
 */
export function CallBox({ phone, carId, compact = false }: { phone: CallBoxData; carId: string; compact?: boolean }) {
  const [revealed, setRevealed] = useState(phone.revealed)
  if (!revealed) {
    return (
      <ScriptButton
        className="call-box call-box__reveal"
        onClick={() => {
          setRevealed(true)
          sendBrowserEvent('call-clicked', carId)
        }}
      >
        <span className="call-box__number" aria-hidden="true">
          {phone.masked}
        </span>
        <span className="call-box__action">{compact ? 'Call' : 'Show number'}</span>
        <span className="visually-hidden">: show the dealer's phone number</span>
      </ScriptButton>
    )
  }
  return (
    <a className="call-box call-box__link" href={phone.href} onClick={() => phone.revealed && sendBrowserEvent('call-clicked', carId)}>
      <span className="call-box__action">Call Now</span> <span className="call-box__number">{phone.display}</span>
    </a>
  )
}
