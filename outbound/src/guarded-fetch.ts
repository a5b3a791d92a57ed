// Placeholder: the guarded HTTP client lands here (issue 19).
export {}
