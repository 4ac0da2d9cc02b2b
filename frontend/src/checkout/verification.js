// DESIGN.md: one verification window, used by the checkout notice and the success toast.
export const VERIFICATION_WINDOW_HOURS = 24;

export const verificationSentence = `You will be contacted within ${VERIFICATION_WINDOW_HOURS} hours for verification.`;
