import type { PoolConnection } from 'mysql2';

/** The end of a pooled connection while one statement of ours runs on it. */
export interface LostConnection {
  /** Rejects once the connection errors or ends, or `giveUp` is called; never resolves. */
  promise: Promise<never>;
  readonly isLost: boolean;
  /** Stops waiting for the connection (the statement is abandoned): `promise` rejects now. */
  giveUp(): void;
  /** Stops listening; call it however the statement ended. */
  stop(): void;
}

/**
 * Watches a connection for its loss. mysql2 never answers a streamed statement (one without a
 * callback) whose connection dies, a server restart or a KILL CONNECTION: it emits the error on
 * the connection instead, and whatever was queued behind it waits forever; `destroy` settles
 * nothing either. Racing each step against `promise` ends the statement in every such case.
 */
export function watchConnectionLoss(connection: PoolConnection): LostConnection {
  let isLost = false;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<never>((_, rejectLost) => {
    reject = rejectLost;
  });
  // Nobody may be racing it when it rejects.
  promise.catch(() => undefined);
  const lose = (error: unknown) => {
    isLost = true;
    reject(error);
  };
  const onError = (error: Error) => lose(error);
  const onEnd = () =>
    lose(Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }));
  connection.on('error', onError);
  connection.on('end', onEnd);
  return {
    promise,
    get isLost() {
      return isLost;
    },
    giveUp: () => lose(new Error('The statement was abandoned.')),
    stop() {
      connection.off('error', onError);
      connection.off('end', onEnd);
    },
  };
}
