import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeFromStringsUnder, findCodeFromStrings } from './code-from-strings';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const folders = [
  'apps/server/src',
  'apps/web/src',
  'packages/connectors/src',
  'packages/contracts/src',
  'packages/documents/src',
  'packages/nlq/src',
].map((folder) => path.join(root, folder));

/*
 * SECURITY C1 (model output is data, never code) and D6 (no HTML from strings): Biome's
 * noGlobalEval catches `eval` alone; this also finds `Function`, `vm`, computed imports and the
 * DOM's HTML sinks.
 */
describe('no code made from strings (SECURITY C1, D6)', () => {
  it('the product compiles no string and renders no string as HTML', () => {
    expect(codeFromStringsUnder(folders, root)).toEqual([]);
  });

  it('finds each way of doing so, and passes their look-alikes', () => {
    const found = findCodeFromStrings(
      'fixture.tsx',
      [
        'eval(answer.sql);',
        'const f = new Function("a", body);',
        'Function(body)();',
        "import vm from 'node:vm';",
        "const sandbox = require('vm');",
        'await import(modelOutput.module);',
        'element.innerHTML = cell;',
        "element.insertAdjacentHTML('beforeend', cell);",
        'document.write(cell);',
        'const view = <div dangerouslySetInnerHTML={{ __html: cell }} />;',
        // Look-alikes: a literal import, a method named eval, text and a stream's write.
        "const page = await import('./routes/home');",
        "const child = new URL('./child.ts', import.meta.url);",
        'await import(child.href);',
        "await import(new URL('./child.js', import.meta.url).href);",
        'guard.eval(sql);',
        "const note = 'eval(x) is refused';",
        'stream.write(cell);',
        'element.textContent = cell;',
      ].join('\n'),
    );
    expect(found.map(({ line, what }) => `${line} ${what}`)).toEqual([
      '1 eval',
      '2 Function',
      '3 Function',
      '4 node:vm',
      '5 vm',
      '6 import() of a computed name',
      '7 innerHTML',
      '8 insertAdjacentHTML',
      '9 write',
      '10 dangerouslySetInnerHTML',
    ]);
  });
});
