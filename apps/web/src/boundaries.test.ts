/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  endpointCalls,
  forbiddenImports,
  isForbiddenImport,
  relativeImports,
  sharedEndpoints,
  sourceFiles,
} from './test/source-scan';

const src = path.dirname(fileURLToPath(import.meta.url));

describe('each API endpoint has one owner', () => {
  // Shared endpoints live in src/api, one file each: a second caller anywhere is a copy.
  it('no endpoint is called from two files (a shared one only from its src/api file)', () => {
    const calls = sourceFiles(src).flatMap((file) =>
      endpointCalls(path.relative(src, file), readFileSync(file, 'utf8')),
    );
    expect(calls.length).toBeGreaterThan(50);
    expect(sharedEndpoints(calls)).toEqual({});
  });

  it('reads literal, template and constant paths with their method', () => {
    const text = [
      "const PATH = 'db/add-database';",
      "api.get('db/db-schema', schema, { query: { id } });",
      `api.put(\`db/source-model/\${id}\`, edits, schema);`,
      `api.blob(\`db/voice/\${id}\`, { method: 'PUT', body: {} });`,
      'postMultipart(PATH, body, schema);',
      'postMultipart(path, body, schema);',
    ].join('\n');
    expect(endpointCalls('a.ts', text).map((call) => call.endpoint)).toEqual([
      'GET db/db-schema',
      'PUT db/source-model/:param',
      'PUT db/voice/:param',
      'POST db/add-database',
    ]);
  });

  it('names an endpoint two files call, and not one path called with two methods', () => {
    const calls = [
      ...endpointCalls('rooms.ts', `api.get(\`db/query-suggestions/\${id}\`, s);`),
      ...endpointCalls('sources.ts', `api.get(\`db/query-suggestions/\${encode(id)}\`, s);`),
      ...endpointCalls('get-orgs.ts', "api.get('orgs', s);"),
      ...endpointCalls('create-org.ts', "api.post('orgs', { name }, s);"),
    ];
    expect(sharedEndpoints(calls)).toEqual({
      'GET db/query-suggestions/:param': ['rooms.ts', 'sources.ts'],
    });
  });
});

describe('layers point one way', () => {
  it('features do not import each other; src/api, lib and components import no feature', () => {
    expect(forbiddenImports(src)).toEqual([]);
  });

  it('finds static, re-exported and dynamic relative imports', () => {
    const text = [
      "import { a } from '../../rooms/api/a';",
      "export { b } from './b';",
      "const c = import('../c');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(relativeImports('x.ts', text)).toEqual(['../../rooms/api/a', './b', '../c']);
  });

  it('tells which imports cross a boundary', () => {
    expect(isForbiddenImport('features/rooms', 'features/sources')).toBe(true);
    expect(isForbiddenImport('api', 'features/rooms')).toBe(true);
    expect(isForbiddenImport('lib', 'app')).toBe(true);
    expect(isForbiddenImport('features/rooms', 'features/rooms')).toBe(false);
    expect(isForbiddenImport('features/rooms', 'api')).toBe(false);
    expect(isForbiddenImport('app', 'features/rooms')).toBe(false);
  });
});
