import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the HTTP app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tabletalk</title>');
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(() => t.close());

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('lets Listen play its blob audio and allows no tag manager without GTM_ID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings/team' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('googletagmanager.com');
    expect(csp).not.toContain('google-analytics.com');
  });

  it('keeps CORS off by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers with a request id, reusing a well-formed one from the client', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-req-12345' },
    });
    expect(res.headers['x-request-id']).toBe('client-req-12345');
  });

  it('answers unknown API calls with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('serves the web app, with index.html for client routes', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/settings/team?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tabletalk</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const traversal = await t.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.json().openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('the HTTP app with GTM_ID set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GTM_ID: 'GTM-TEST123' });
  });
  afterAll(() => t.close());

  it('allows the tag manager and analytics hosts, and still blob audio', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("connect-src 'self' https://www.google-analytics.com");
    expect(csp).toContain("media-src 'self' blob:");
  });
});
