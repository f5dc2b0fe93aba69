type Waiter = { kind: 'statement'; start: () => void } | { kind: 'transaction'; take: () => void };

/**
 * Keeps statements from outside a transaction off a single connection while the transaction
 * holds it. Statements wait only for a held transaction, never for each other; transactions
 * take turns. Everything that waited is let through in the order it came, and synchronously: a
 * statement that waited before a transaction took the connection is sent before that
 * transaction's BEGIN, and none after it.
 */
export class TransactionGate {
  private held = false;
  private waiters: Waiter[] = [];

  /** Runs `send` now when no transaction holds the connection, else as soon as none does. */
  statement<T>(send: () => Promise<T>): Promise<T> {
    if (!this.held) return send();
    return new Promise<T>((resolve, reject) => {
      this.waiters.push({ kind: 'statement', start: () => send().then(resolve, reject) });
    });
  }

  /** Takes the connection for a transaction; call `release` when it ends. */
  hold(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ kind: 'transaction', take: resolve }));
  }

  release(): void {
    this.held = false;
    while (!this.held) {
      const next = this.waiters.shift();
      if (!next) return;
      if (next.kind === 'statement') next.start();
      else {
        this.held = true;
        next.take();
      }
    }
  }
}
