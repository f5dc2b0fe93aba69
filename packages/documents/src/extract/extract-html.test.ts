import { describe, expect, it } from 'vitest';
import { DocumentRejected } from './document-rejected';
import { extractHtml } from './extract-html';
import { defaultExtractLimits } from './extract-limits';

const html = (text: string) => new TextEncoder().encode(text);

describe('extractHtml', () => {
  it('keeps visible text with block breaks, decodes entities, drops script and style', () => {
    const page = `<!doctype html><html><head><title>Ann &amp; Bob's   guide</title>
      <style>body { color: red }</style><script>var secret = "SCRIPT-TEXT";</script></head>
      <body><h1>Intro</h1><p>Caf&eacute; &lt;open&gt; &#8364;5</p>
      <ul><li>one</li><li>two</li></ul><noscript>NOSCRIPT-TEXT</noscript>
      <table><tr><td>a</td><td>b</td></tr></table><p>line<br>break</p>
      <svg><text>SVG-TEXT</text></svg><pre>  keep   spaces</pre></body></html>`;
    const { pages, title } = extractHtml(html(page), defaultExtractLimits);
    expect(title).toBe("Ann & Bob's guide");
    expect(pages).toHaveLength(1);
    const text = pages[0]?.text ?? '';
    expect(text).toContain('Intro\n\nCafé <open> €5');
    expect(text).toContain('one\ntwo');
    expect(text).toContain('a\tb');
    expect(text).toContain('line\nbreak');
    expect(text).toContain('keep   spaces');
    for (const hidden of ['SCRIPT-TEXT', 'NOSCRIPT-TEXT', 'SVG-TEXT', 'color: red', 'guide']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('drops the rest of a page after an unclosed script', () => {
    const { pages } = extractHtml(html('<p>shown</p><script>hidden text'), defaultExtractLimits);
    expect(pages[0]?.text).toBe('shown');
  });

  it('refuses a page without visible text', () => {
    expect(() => extractHtml(html('<script>only code</script>'), defaultExtractLimits)).toThrow(
      DocumentRejected,
    );
  });
});
