import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { probeWhile, streamConnections } from './traffic';

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

describe('probeWhile', () => {
  it('times calls one at a time while the work runs, and sees the server stall', async () => {
    // A server in its own process whose event loop is blocked for 150 ms once, 200 ms in.
    const script = `
      const server = require('node:http').createServer((q, r) => r.end('{}'));
      server.listen(0, '127.0.0.1', () => console.log(server.address().port));
      setTimeout(() => { const until = Date.now() + 150; while (Date.now() < until) {} }, 200);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const port = Number(line.toString().trim());
      const work = new Promise<string>((resolve) => setTimeout(() => resolve('done'), 600));
      const probed = await probeWhile(`http://127.0.0.1:${port}/`, work, 10);
      expect(probed.result).toBe('done');
      expect(probed.latencies.length).toBeGreaterThan(10);
      // The probe that met the stall waited most of it; the others answered at once.
      expect(Math.max(...probed.latencies)).toBeGreaterThan(50);
      expect(probed.latencies.filter((latency) => latency < 20).length).toBeGreaterThan(5);
    } finally {
      child.kill();
    }
  });
});
