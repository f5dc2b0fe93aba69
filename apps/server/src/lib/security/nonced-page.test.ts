import { describe, expect, it } from 'vitest';
import { cspNonce, noncedPage } from './nonced-page';

describe('noncedPage (SECURITY D6)', () => {
  it('puts the nonce on every tag that runs or fetches script, replacing any it came with', () => {
    const page = noncedPage(
      [
        '<META property=csp-nonce nonce>',
        "<script type='module' src='/a.js' nonce='CSP_NONCE'></script>",
        '<script>start()</script>',
        '<link rel="modulepreload" href="/b.js"/>',
        '<link rel=preload as=script href=/c.js>',
        '<link rel="stylesheet" href="/d.css" nonce="CSP_NONCE">',
        '<link rel="preload" as="font" href="/e.woff2">',
        '<link rel="icon" href="/f.svg"><meta name="description" content="<script>">',
      ].join(''),
    );
    expect(page('N1')).toBe(
      [
        '<META property=csp-nonce nonce="N1">',
        "<script type='module' src='/a.js' nonce=\"N1\"></script>",
        '<script nonce="N1">start()</script>',
        '<link rel="modulepreload" href="/b.js" nonce="N1"/>',
        '<link rel=preload as=script href=/c.js nonce="N1">',
        '<link rel="stylesheet" href="/d.css" nonce="N1">',
        '<link rel="preload" as="font" href="/e.woff2">',
        '<link rel="icon" href="/f.svg"><meta name="description" content="<script>">',
      ].join(''),
    );
    expect(page('N2')).toContain('<script nonce="N2">start()</script>');
  });

  it('draws a new 16-byte nonce each time, and refuses a page holding its mark', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => cspNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(() => noncedPage('<script>\u0000</script>')).toThrow();
  });
});
