export { passwordRoutes } from './password-routes';
export { sessionRoutes } from './session-routes';
export { signupRoutes } from './signup-routes';
export { userSessionRoutes } from './user-session-routes';
