import { describe, expect, it } from 'vitest';
import { createMemoryBudget } from './llm-budget';

const DAY = 86_400_000;

describe('createMemoryBudget', () => {
  it('counts spending per organization', async () => {
    const budget = createMemoryBudget({ tokensPerDay: 1_000 });
    await budget.record('org-a', 700);
    await budget.record('org-a', 200);
    expect(await budget.remaining('org-a')).toBe(100);
    expect(await budget.remaining('org-b')).toBe(1_000);
  });

  it('forgets spending older than the rolling day', async () => {
    let now = 0;
    const budget = createMemoryBudget({ tokensPerDay: 1_000, now: () => now });
    await budget.record('org-a', 1_000);
    now = DAY / 2;
    await budget.record('org-a', 300);
    expect(await budget.remaining('org-a')).toBe(-300);
    now = DAY + 60_000;
    expect(await budget.remaining('org-a')).toBe(700);
  });

  it('takes a limit per organization and ignores non-positive spending', async () => {
    const budget = createMemoryBudget({ tokensPerDay: (org) => (org === 'big' ? 5_000 : 10) });
    await budget.record('big', -50);
    expect(await budget.remaining('big')).toBe(5_000);
    expect(await budget.remaining('small')).toBe(10);
  });
});
