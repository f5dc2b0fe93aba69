import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * Starts the real server and Chromium once for the journeys of one file, and stops both after.
 * Read `journey.server` and `journey.browser` inside tests (they exist once beforeAll ran).
 */
export function useJourney(env: Record<string, string> = {}) {
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return {
    get server(): RunningServer {
      if (!state.server) throw new Error('the server is not started yet');
      return state.server;
    },
    get browser(): Browser {
      if (!state.browser) throw new Error('the browser is not launched yet');
      return state.browser;
    },
  };
}
