import { createApiClient, type SessionEndCode } from './api-client';
import { applyAuthSession, sessionStore } from './session';

interface SessionHandlers {
  onRefreshFailed: () => void;
  onSessionEnded: (code: SessionEndCode) => void;
}

// The app shell registers these at start; lib must not import app/ (layers point one way).
let handlers: SessionHandlers = { onRefreshFailed: () => {}, onSessionEnded: () => {} };

export function setSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

/** The app's one API client, wired to the session store. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => sessionStore.get().auth.token,
  getScope: () => {
    const { selectedOrganizationId, selectedTeamId } = sessionStore.get().org;
    return { organizationId: selectedOrganizationId, teamId: selectedTeamId };
  },
  onRefreshed: applyAuthSession,
  onRefreshFailed: () => handlers.onRefreshFailed(),
  onSessionEnded: (code) => handlers.onSessionEnded(code),
});
