import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A rowing club: members borrow boats (loans), coaches lead sessions, judges sit on regattas. */
const model = testModel({
  tables: [
    table(
      'members',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['member_name', 'text', 'dimension'],
      ],
    ),
    table(
      'loans',
      ['loan_id'],
      [
        ['loan_id', 'integer', 'identifier'],
        ['member_id', 'integer', 'identifier'],
        ['loan_type', 'text', 'dimension', ['Sculling', 'Sweep']],
        ['year', 'integer', 'dimension'],
      ],
    ),
    table(
      'coach',
      ['coach_id'],
      [
        ['coach_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'sessions',
      ['session_id'],
      [
        ['session_id', 'integer', 'identifier'],
        ['coach', 'integer', 'identifier'],
        ['minutes', 'integer', 'measure'],
      ],
    ),
    table(
      'crews',
      ['crew_id'],
      [
        ['crew_id', 'integer', 'identifier'],
        ['coach', 'integer', 'identifier'],
      ],
    ),
    table(
      'rowers',
      ['rower_id'],
      [
        ['rower_id', 'integer', 'identifier'],
        ['home_city', 'text', 'dimension', ['Henley', 'Putney']],
        ['age', 'integer', 'measure'],
      ],
    ),
    table(
      'judge',
      ['judge_id'],
      [
        ['judge_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'regatta',
      ['regatta_id'],
      [
        ['regatta_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
    table(
      'regatta_judge',
      ['regatta_id', 'judge_id'],
      [
        ['regatta_id', 'integer', 'identifier'],
        ['judge_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('loans', 'member_id', 'members'),
    refers('sessions', 'coach', 'coach', 'coach_id'),
    refers('crews', 'coach', 'coach', 'coach_id'),
    refers('regatta_judge', 'regatta_id', 'regatta'),
    refers('regatta_judge', 'judge_id', 'judge'),
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-27T12:00:00Z'));

type Exists = Extract<Condition, { kind: 'exists' }>;

/** The conditions testing for related rows, positive or denied. */
const existsOf = (query: StructuredQuery) =>
  query.where.filter((c): c is Exists => c.kind === 'exists');

describe('understand: rows without any related rows of a table', () => {
  it('moves a condition on the denied table inside the denial', () => {
    const query = read('Find the names of members who do not have a loan with a type of Sweep.');
    expect(query.joins).toEqual([]);
    expect(existsOf(query)).toMatchObject([
      {
        negate: true,
        from: { name: 'loans' },
        where: [{ kind: 'compare', value: 'Sweep' }],
      },
    ]);
  });

  it('does not join the denied table for a column of it', () => {
    const query = read('Which coaches have never taken any session? Find their names and minutes.');
    expect(query.joins).toEqual([]);
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'sessions' } }]);
    expect(query.select.map((s) => s.as)).toEqual(['Name']);
  });
});

describe('understand: a denied verb restating the rows asked for', () => {
  it('denies the table named right after the verb ("did not judge any regatta")', () => {
    const query = read('What are the names of judges who did not judge any regatta?');
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'regatta_judge' } }]);
  });
});

describe('understand: a denied verb restating the rows asked for, with "of"', () => {
  it('denies the table after "as a judge of any"', () => {
    const query = read('List the names of judges who did not serve as a judge of any regatta.');
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'regatta_judge' } }]);
  });
});

describe('understand: "cannot" denies like "not"', () => {
  it('reads "members who cannot have a loan" as members without loans', () => {
    const query = read('Which members cannot have any loan?');
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'loans' } }]);
  });
});

describe('understand: "a single" under a negation', () => {
  it('reads "never had a single loan" as no loans, not a count of one', () => {
    const query = read('Which members have never had a single loan?');
    expect(query.having).toEqual([]);
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'loans' } }]);
  });
});

describe('understand: "no" before a column of the rows that refer to the focus', () => {
  it('reads "members with no loan type" as members without loans', () => {
    const query = read('Which members have no loan type?');
    expect(existsOf(query)).toMatchObject([{ negate: true, from: { name: 'loans' } }]);
  });

  it('keeps "no" before a column of the focus a test for an empty value', () => {
    const query = read('Which members have no member name?');
    expect(query.where).toMatchObject([{ kind: 'null', negate: false }]);
  });
});

describe('understand: values after a denied restatement of the rows asked for', () => {
  it('denies the rows the values describe ("except for those having a rower older than 40")', () => {
    const query = read('Show all home cities except for those having a rower older than 40.');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: true,
        from: { name: 'rowers' },
        where: [{ kind: 'compare', op: 'gt', value: 40 }],
      },
    ]);
  });

  it('keeps a value after "and" positive', () => {
    const query = read('Show all home cities except for those of rowers and older than 40.');
    expect(JSON.stringify(query.where)).not.toContain('"negate":true');
  });
});

describe('understand: "not only … but also" adds, it does not deny', () => {
  it('reads no denial in "not only … but also"', () => {
    const query = read(
      'Which members have not only loans of type Sweep but also loans of type Sculling?',
    );
    expect(JSON.stringify(query.where)).not.toContain('"negate":true');
  });
});
