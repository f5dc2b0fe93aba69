import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, AnswerStatus, OfferedReading } from './answer';
import { type PreparedDatabase, prepareDatabase } from './prepare-database';
import { scoreAnswer } from './score-answer';
import { readSpiderFolder } from './spider-folder';
import type { SpiderQuestion } from './spider-questions';
import { writeShopFolder } from './test-fixture';

let dir = '';
let database: PreparedDatabase;

beforeAll(async () => {
  dir = await writeShopFolder();
  const folder = readSpiderFolder(dir);
  const schema = folder.schemas.get('shop');
  if (!schema) throw new Error('fixture has no shop schema');
  database = await prepareDatabase({
    sqlitePath: folder.sqlitePath('shop'),
    schema,
    tempDir: dir,
    now: new Date('2025-01-01'),
  });
});

afterAll(async () => {
  await database.close();
  rmSync(join(dir), { recursive: true, force: true });
});

const question: SpiderQuestion = {
  id: 0,
  dbId: 'shop',
  question: 'How many customers?',
  goldSql: 'SELECT count(*) FROM customers',
  hardness: 'easy',
};
const right = 'SELECT count(*) FROM customers';
const wrong = 'SELECT count(*) * 10 FROM customers';
const reading = (sql: string | null): OfferedReading => ({ sql, params: [] });

function answer(status: AnswerStatus, sql: string | null, readings: OfferedReading[]): Answer {
  return { status, interpretation: null, sql, params: [], ms: 1, error: null, readings };
}

const score = (ours: Answer) =>
  scoreAnswer({ question, answer: ours, sqlite: database.sqlite, connector: database.connector });

describe('scoreAnswer: offered readings', () => {
  it('counts a right main answer as a reading hit', async () => {
    const outcome = await score(answer('unsure', right, []));
    expect([outcome.isCorrect, outcome.readingHit]).toEqual([true, true]);
  });

  it('runs the readings of a wrong unsure answer and finds the right one', async () => {
    const outcome = await score(answer('unsure', wrong, [reading(null), reading(right)]));
    expect([outcome.isCorrect, outcome.readingHit]).toEqual([false, true]);
  });

  it('is no hit when no reading offered is right', async () => {
    const outcome = await score(answer('unsure', wrong, [reading(wrong), reading('SELECT nope')]));
    expect([outcome.isCorrect, outcome.readingHit]).toEqual([false, false]);
  });

  it('checks the readings of an unsure answer that has no SQL of its own', async () => {
    const outcome = await score(answer('unsure', null, [reading(right)]));
    expect([outcome.isCorrect, outcome.readingHit]).toEqual([false, true]);
  });

  it('does not look at readings of an answer marked sure', async () => {
    const outcome = await score(answer('understood', wrong, [reading(right)]));
    expect([outcome.isCorrect, outcome.readingHit]).toEqual([false, false]);
  });
});

describe('scoreAnswer: ties the gold sort leaves open', () => {
  const sorted = (goldSql: string) => (sql: string) =>
    scoreAnswer({
      question: { ...question, goldSql },
      answer: answer('understood', sql, []),
      sqlite: database.sqlite,
      connector: database.connector,
    });

  it('accepts any of the rows tied where the LIMIT cuts, and no other row', async () => {
    const score = sorted('SELECT name FROM customers ORDER BY city LIMIT 1');
    const tied = await score(`SELECT "Name" FROM "Customers" WHERE "Name" = 'Cy'`);
    const other = await score(`SELECT "Name" FROM "Customers" WHERE "Name" = 'Bob'`);
    expect([tied.isCorrect, tied.isTieAccepted]).toEqual([true, true]);
    expect([other.isCorrect, other.isTieAccepted]).toEqual([false, false]);
  });

  it('accepts tied rows in either order but keeps the order between different keys', async () => {
    const score = sorted('SELECT name FROM customers ORDER BY city');
    const swapped = await score(`SELECT "Name" FROM "Customers" ORDER BY "City", "Name" DESC`);
    const reversed = await score(`SELECT "Name" FROM "Customers" ORDER BY "City" DESC`);
    expect([swapped.isCorrect, swapped.isTieAccepted]).toEqual([true, true]);
    expect(reversed.isCorrect).toBe(false);
  });

  it('does not count a plain right answer as a tie', async () => {
    const outcome = await sorted('SELECT name FROM customers ORDER BY age LIMIT 1')(
      `SELECT "Name" FROM "Customers" WHERE "Name" = 'Ann'`,
    );
    expect([outcome.isCorrect, outcome.isTieAccepted]).toEqual([true, false]);
  });
});
