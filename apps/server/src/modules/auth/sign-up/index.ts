export { confirmByLink } from './confirm-link';
export { confirmSignUp } from './confirm-sign-up';
export { resendSignupCode, sendNewSignupCode } from './resend-code';
export { sendSignupCode } from './send-signup-code';
export { sendSignupEmail, signUp } from './sign-up';
export { createSignupFlow } from './signup-flows';
export { getSignupStatus } from './signup-status';
