import { describe, expect, it } from 'vitest';
import { streamConnections } from './traffic';

/** The requests a second autocannon gives connection `i` of `connections` (its own rule). */
const autocannonRate = (rate: number, connections: number, i: number) =>
  Math.floor(rate / connections) + (i + 1 <= rate % connections ? 1 : 0);

describe('streamConnections', () => {
  it.each([
    [20, 15],
    [20, 30],
    [90, 30],
    [20, 5],
    [7, 3],
    [12, 50],
  ])('gives each of %i users the same share of %i requests/s', (users, rate) => {
    const connections = streamConnections(users, rate);
    expect(users % connections).toBe(0);
    expect(connections).toBeLessThanOrEqual(Math.min(users, rate));
    const rates = Array.from({ length: connections }, (_, i) =>
      autocannonRate(rate, connections, i),
    );
    expect(new Set(rates).size).toBe(1);
  });

  it('keeps one connection per user when no rate is set', () => {
    expect(streamConnections(200)).toBe(200);
  });

  it('takes as many connections as it can: 5 for 20 people at 15/s, not 1', () => {
    expect(streamConnections(20, 15)).toBe(5);
  });
});
