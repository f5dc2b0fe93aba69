import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nonceAttributes,
  PAGE_WITH_SCRIPTS,
  SCRIPT_TAGS_OF_PAGE,
  scriptNonce,
  scriptTags,
} from '../test/page-nonce';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the HTTP app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), PAGE_WITH_SCRIPTS);
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
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
    expect(csp).not.toContain('googletagmanager.com');
    expect(csp).not.toContain('google-analytics.com');
  });

  it('sends each page a fresh nonce, on every script tag, with strict-dynamic and no plugins (D6)', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/settings/team', '/settings/team', '/index.html', '/./index.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const csp = String(page.headers['content-security-policy']);
      const nonce = scriptNonce(csp);
      expect(nonce, `${url}: ${csp}`).toBeDefined();
      expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Every tag that runs or fetches script carries this response's nonce, and no other.
      const tags = scriptTags(page.body);
      expect(tags, url).toHaveLength(SCRIPT_TAGS_OF_PAGE);
      for (const tag of tags) expect(tag, url).toContain(` nonce="${nonce}"`);
      expect(new Set(nonceAttributes(page.body)), url).toEqual(new Set([nonce]));
      expect(page.body).not.toContain('CSP_NONCE');
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(nonces.length);

    // Answers that are not pages keep the plain policy: scripts from 'self', no nonce.
    for (const url of ['/api/health', '/assets/app.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain("'nonce-");
      expect(csp, url).toContain("object-src 'none'");
    }
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
    expect(page.headers['cache-control']).toBe('no-cache');
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
    const webDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-web-'));
    writeFileSync(path.join(webDir, 'index.html'), PAGE_WITH_SCRIPTS);
    t = await createTestApp({ GTM_ID: 'GTM-TEST123', WEB_DIST_DIR: webDir });
  });
  afterAll(() => t.close());

  it('allows the tag manager and analytics hosts, and still blob audio', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("connect-src 'self' https://www.google-analytics.com");
    expect(csp).toContain("media-src 'self' blob:");
    // A page: the app's own script adds the tag manager ('strict-dynamic'); its host stays listed
    // for a browser without 'strict-dynamic'.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic' 'self' https:\/\/www\.googletagmanager\.com;/,
    );
  });
});
