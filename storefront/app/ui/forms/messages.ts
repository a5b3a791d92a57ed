// The forms' own failure texts (spec 000 §8, spec 001 §5), shared by the form kit and the actions behind it.

/** Spec 001 §5: above the list of field errors. */
export const FIX_ERRORS = 'Please fix the following errors:'
/** Spec 000 §8: an answer that is neither done nor an error. (Spelled as the spec spells it.) */
export const UNEXPECTED_ERROR = 'An unexpected error occured.'
/** Spec 001 §8: the generic form-submit failure (and what a 503 from the storefront says). */
export const FORM_FAILED = 'An error occurred when submitting this form'
