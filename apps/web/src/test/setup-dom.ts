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
  // A request no handler answers fails the test: components often swallow the error it gets.
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${request.url}`),
    }),
  );
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    const found = unhandled.splice(0);
    if (found.length > 0) throw new Error(`Requests without a handler: ${found.join(', ')}`);
  });
  afterAll(() => server.close());
}
