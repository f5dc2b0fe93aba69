import { describe, expect, it } from 'vitest';
import { TransactionGate } from './transaction-gate';

describe('TransactionGate', () => {
  it('holds statements back while a transaction runs, then lets them through in order', async () => {
    const gate = new TransactionGate();
    const sent: string[] = [];
    const send = (name: string) => () => {
      sent.push(name);
      return Promise.resolve(name);
    };
    await gate.hold();
    const before = gate.statement(send('a'));
    const second = gate.hold().then(() => sent.push('BEGIN 2'));
    const after = gate.statement(send('b'));
    expect(sent).toEqual([]);
    gate.release();
    // 'a' came before the second transaction and goes first; 'b' waits for it to end.
    expect(sent).toEqual(['a']);
    await second;
    expect(sent).toEqual(['a', 'BEGIN 2']);
    gate.release();
    expect(sent).toEqual(['a', 'BEGIN 2', 'b']);
    await expect(Promise.all([before, after])).resolves.toEqual(['a', 'b']);
  });

  it('sends statements at once when no transaction holds the connection', () => {
    const gate = new TransactionGate();
    let sent = false;
    void gate.statement(async () => {
      sent = true;
    });
    expect(sent).toBe(true);
  });
});
