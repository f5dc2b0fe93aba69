import type { Source } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { countSources } from './source-counts';

function source(overrides: Partial<Source>): Source {
  return {
    _id: crypto.randomUUID(),
    name: 'Orders',
    type: 'CSV',
    status: 'ACTIVE',
    reason: null,
    progress: 1,
    projectId: 'p',
    sheetName: null,
    tableName: 'data',
    rowCount: 1,
    columnCount: 1,
    sizeBytes: 1,
    isSample: false,
    isDatabase: false,
    createdBy: null,
    lastRefreshedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('countSources', () => {
  it('counts what the plan counts: the sample and failed loads are told apart, not counted', () => {
    const counts = countSources([
      source({ isSample: true }),
      source({}),
      source({ status: 'FAILED', progress: 0 }),
      source({ status: 'PENDING', progress: 0.4 }),
    ]);
    expect(counts).toEqual({ counted: 2, ready: 2, loading: 1, failed: 1, samples: 1 });
  });
});
