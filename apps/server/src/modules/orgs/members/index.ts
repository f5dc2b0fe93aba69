export { findMemberByEmail } from './find-member-by-email';
export { memberRoutes } from './members.routes';
