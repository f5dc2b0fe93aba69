import net from 'node:net';

/**
 * Opens a TCP connection to an address the egress guard returned (never to a name, so nothing
 * is resolved again). Rejects on error or when the signal aborts.
 */
export function connectPinned(
  target: { address: string; port: number },
  signal?: AbortSignal,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.address, port: target.port });
    const onAbort = () => {
      socket.destroy();
      reject(signal?.reason ?? new Error('Connection aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => {
      signal?.removeEventListener('abort', onAbort);
      resolve(socket);
    });
    socket.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
  });
}
