export { inviteRoutes } from './invites.routes';
export { type Joined, joinAtSignIn } from './join-at-sign-in';
