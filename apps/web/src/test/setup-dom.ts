import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Runs before every test file (vitest `setupFiles`). Only the web's component tests have a DOM
 * (`// @vitest-environment jsdom`); in the server's node tests this does nothing and loads
 * nothing. Hooks are registered per file: with `isolate: false` modules are shared, hooks not.
 */
if (typeof window !== 'undefined') {
  const [{ cleanup }, { server }, { stubBrowserApis }] = await Promise.all([
    import('@testing-library/react'),
    import('./server'),
    import('./dom-stubs'),
    import('@testing-library/jest-dom/vitest'),
  ]);
  stubBrowserApis();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}
