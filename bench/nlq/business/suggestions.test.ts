import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suggestQuestions } from '@tabletalk/nlq';
import { describe, expect, it } from 'vitest';
import { ASKED_ON, askBusinessQuestion, openSalesDataset, openSampleDataset } from './run-business';
import { suggestionAnswers } from './suggestion-answers';

describe('the questions the app suggests', () => {
  it('answers every question the app suggests for either data set right', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletalk-suggestions-'));
    const wrong: string[] = [];
    try {
      for (const [name, open] of [
        ['sample', openSampleDataset],
        ['sales', openSalesDataset],
      ] as const) {
        const dataset = await open(dir);
        try {
          const suggestions = suggestQuestions(dataset.model, { now: ASKED_ON });
          expect(suggestions.length, name).toBeGreaterThanOrEqual(5);
          for (const question of suggestions) {
            const gold = suggestionAnswers[name][question];
            if (!gold) {
              wrong.push(`${name}: no hand-written answer for "${question}"`);
              continue;
            }
            const outcome = await askBusinessQuestion(dataset, { dataset: name, question, gold });
            if (!outcome.isRight)
              wrong.push(`${name}: "${question}" read as ${outcome.interpretation}`);
          }
        } finally {
          await dataset.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(wrong).toEqual([]);
  });
});
