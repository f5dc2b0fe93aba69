export { confirmSignIn } from './confirm-sign-in';
export { signIn } from './sign-in';
export { SignInThrottle } from './sign-in-throttle';
