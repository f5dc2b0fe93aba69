import { setupServer } from 'msw/node';

/**
 * The mocked API of the web's component tests: each test adds the handlers it needs
 * (`server.use(http.get('/api/…', …))`); a request no handler answers fails the test.
 */
export const server = setupServer();
