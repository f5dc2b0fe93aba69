import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Relationship } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import type { Connector } from '../types';
import { buildKnowledge } from './build-knowledge';
import { islandBridgeCandidates, keepJoiningBridges } from './island-bridges';
import type { KeyColumn, KeyTable } from './relationships';

const column = (
  name: string,
  isUnique: boolean,
  type: KeyColumn['type'] = 'integer',
): KeyColumn => ({
  name,
  type,
  role: 'measure',
  isUnique,
});

const table = (name: string, columns: KeyColumn[]): KeyTable => ({
  table: { schema: 'main', name },
  rowCount: 50,
  primaryKey: [],
  foreignKeys: [],
  columns,
});

const link = (from: string, to: string): Relationship => ({
  fromTable: from.split('.')[0] ?? '',
  fromSchema: 'main',
  fromColumns: [from.split('.')[1] ?? ''],
  toTable: to.split('.')[0] ?? '',
  toSchema: 'main',
  toColumns: [to.split('.')[1] ?? ''],
  kind: 'inferred',
  confidence: 1,
});

const pupils = table('pupils', [column('pupil_name', true, 'text'), column('room', false)]);
const tutors = table('tutors', [column('tutor_name', true, 'text'), column('room', true)]);

const named = (tables: KeyTable[], relationships: Relationship[] = []) =>
  islandBridgeCandidates(tables, relationships).map(
    (c) => `${c.fromTable.name}.${c.fromColumn.name} → ${c.toTable.name}.${c.toColumn.name}`,
  );

describe('islandBridgeCandidates', () => {
  it('pairs a repeating column with the same-named unique column of an unjoined table', () => {
    expect(named([pupils, tutors])).toEqual(['pupils.room → tutors.room']);
  });

  it('leaves tables that another relationship already joins', () => {
    const joined = [link('pupils.pupil_name', 'tutors.tutor_name')];
    expect(named([pupils, tutors], joined)).toEqual([]);
  });

  it('pairs no two unique columns, no mixed types and no time columns', () => {
    const lookup = table('rooms', [column('room', true)]);
    const textRooms = table('bookings', [column('room', false, 'text')]);
    const dated = table('visits', [{ ...column('day', false), role: 'time' }]);
    const days = table('days', [{ ...column('day', true), role: 'time' }]);
    expect(named([tutors, lookup, textRooms, dated, days])).toEqual([]);
  });
});

describe('keepJoiningBridges', () => {
  it('joins two islands once, by the best-confirmed bridge', () => {
    const weaker = { ...link('pupils.room', 'tutors.room'), confidence: 0.92 };
    const stronger = { ...link('pupils.pupil_name', 'tutors.tutor_name'), confidence: 0.99 };
    expect(keepJoiningBridges([pupils, tutors], [], [weaker, stronger])).toEqual([stronger]);
  });
});

describe('buildKnowledge joins unjoined tables by a same-named natural key', () => {
  let dir: string;
  let connector: Connector;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridges-'));
    const path = join(dir, 'school.duckdb');
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    await connection.run(`
      CREATE TABLE tutors (tutor_name VARCHAR, room INTEGER);
      INSERT INTO tutors SELECT 'Tutor ' || i, 100 + i FROM range(1, 9) t(i);
      CREATE TABLE pupils (pupil_name VARCHAR, grade INTEGER, room INTEGER);
      INSERT INTO pupils SELECT 'Pupil ' || i, 1 + i % 6, 101 + i % 8 FROM range(0, 60) t(i);
    `);
    connection.closeSync();
    instance.closeSync();
    connector = createDuckDbConnector(path);
  });

  afterAll(async () => {
    await connector?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('confirms the bridge by the values and leaves the room a number people filter by', async () => {
    const model = await buildKnowledge(connector, { now: new Date('2025-03-01T00:00:00Z') });
    expect(
      model.relationships.map(
        (r) => `${r.fromTable}.${r.fromColumns} → ${r.toTable}.${r.toColumns}`,
      ),
    ).toEqual(['pupils.room → tutors.room']);
    const room = model.tables
      .find((t) => t.name === 'pupils')
      ?.columns.find((c) => c.name === 'room');
    expect(room?.role).not.toBe('identifier');
  });
});
