import { VERIFICATION_WINDOW_HOURS } from '../lib/serverConstants';

// One verification window (the server's), used by the checkout notice and the success toast.
export const verificationSentence = `You will be contacted within ${VERIFICATION_WINDOW_HOURS} hours for verification.`;
