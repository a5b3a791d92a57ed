import type { DefaultServerCellComponentProps } from 'payload'
import { displayPhone } from '@dealer/blocks/ui/phone'
import { LeadLink } from './cells'

/** The inbox's Shopper column: their name, and their mobile as dialled here (0412 345 678). */
export function ShopperCell(props: DefaultServerCellComponentProps) {
  const { rowData } = props
  const name = [rowData.name, rowData.lastName].filter(Boolean).join(' ') || 'No name'
  return (
    <span style={{ display: 'grid', gap: '0.125rem' }}>
      <LeadLink props={props}>{name}</LeadLink>
      {rowData.phone ? <span>{displayPhone(String(rowData.phone))}</span> : null}
    </span>
  )
}
