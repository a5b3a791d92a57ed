import { ModalDialog } from '../leads/ModalDialog'
import PreApprovalForm, { type PreApprovalFormProps } from './PreApprovalForm'

export interface PreApprovalDialogProps extends Omit<PreApprovalFormProps, 'variant'> {
  onClose: () => void
}

/**
 * The pre-approval popup (spec 001 §2, §4): the four-step form in the modal dialog the lead forms use. Loaded only when a
 * shopper opens it.
 */
export default function PreApprovalDialog({ onClose, ...form }: PreApprovalDialogProps) {
  return (
    <ModalDialog title="Get pre-approved" subtitle={form.car?.name} className="pre-approval-dialog" onClose={onClose}>
      <PreApprovalForm {...form} variant="dialog" />
    </ModalDialog>
  )
}
