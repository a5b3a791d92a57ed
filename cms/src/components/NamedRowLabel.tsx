'use client'
import { useRowLabel } from '@payloadcms/ui'

/** An array row titled by what staff typed (a menu entry's label, a group's title), not "Row 03". */
export function NamedRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null; title?: string | null }>()
  const name = data?.label?.trim() || data?.title?.trim()
  return <span>{name || `Row ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
