export { changePassword } from './change-password';
export { forgotPassword, sendResetCode } from './forgot-password';
export { resetPassword } from './reset-password';
export { setOwnPassword } from './set-own-password';
