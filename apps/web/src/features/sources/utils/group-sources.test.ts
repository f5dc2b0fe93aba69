import type { Project, Source } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { groupSources } from './group-sources';

const project = (id: string, name: string): Project => ({
  _id: id,
  name,
  isFavourite: false,
  sourceCount: 0,
  createdBy: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const source = (id: string, projectId: string, name: string): Source => ({
  _id: id,
  name,
  type: 'CSV',
  status: 'ACTIVE',
  reason: null,
  progress: 1,
  projectId,
  sheetName: null,
  tableName: null,
  rowCount: 10,
  columnCount: 2,
  sizeBytes: 100,
  isSample: false,
  isDatabase: false,
  createdBy: null,
  lastRefreshedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
});

const projects = [project('p1', 'Sales'), project('p2', 'Finance'), project('p3', 'Empty')];
const sources = [
  source('s1', 'p1', 'orders'),
  source('s2', 'p1', 'customers'),
  source('s3', 'p2', 'ledger'),
  source('s4', 'p9', 'new upload'),
];

describe('groupSources', () => {
  it('groups in project order, unknown projects last, empty projects kept', () => {
    const groups = groupSources(projects, sources);
    expect(groups.map((g) => [g.projectId, g.sources.map((s) => s._id)])).toEqual([
      ['p1', ['s1', 's2']],
      ['p2', ['s3']],
      ['p3', []],
      ['p9', ['s4']],
    ]);
    expect(groups[3]?.project).toBeNull();
  });

  it('keeps a whole project whose name matches, else only matching sources', () => {
    expect(groupSources(projects, sources, ' SALES ').map((g) => g.sources.length)).toEqual([2]);
    const groups = groupSources(projects, sources, 'cust');
    expect(groups.map((g) => g.sources.map((s) => s._id))).toEqual([['s2']]);
  });

  it('finds nothing for a query that matches nothing', () => {
    expect(groupSources(projects, sources, 'zzz')).toEqual([]);
  });
});
