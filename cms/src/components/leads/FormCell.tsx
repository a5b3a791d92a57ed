import type { DefaultServerCellComponentProps } from 'payload'
import { LeadLink } from './cells'

/** The inbox's Form column: what the shopper chose, such as "Used Car Enquiry · Enquire Now". */
export function FormCell(props: DefaultServerCellComponentProps) {
  const { rowData } = props
  const words = [rowData.category, rowData.subcategory].filter(Boolean).join(' · ') || String(rowData.form ?? '')
  return <LeadLink props={props}>{words}</LeadLink>
}
