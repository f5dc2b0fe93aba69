export { changeAiModel } from './change-ai-model';
export { checkSession } from './check-session';
export { deleteSession } from './delete-session';
export { getAuthMe } from './get-auth-me';
export { type ClientInfo, type IssuedSession, issueSession } from './issue-session';
export { refreshSession } from './refresh-session';
export { signOut } from './sign-out';
