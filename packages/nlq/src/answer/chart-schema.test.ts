import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the chart schema charts are checked with', () => {
  it('is the schema of the vega-lite the web app draws charts with', () => {
    const drawn = readFileSync(require.resolve('vega-lite/vega-lite-schema.json'), 'utf8');
    const shipped = readFileSync(new URL('./vega-lite-schema.json', import.meta.url), 'utf8');
    // After a vega-lite upgrade, copy node_modules/vega-lite/build/vega-lite-schema.json here.
    expect(JSON.parse(shipped)).toEqual(JSON.parse(drawn));
  });
});
