import net from 'node:net';

/**
 * A TCP proxy in front of a real database server, for fault tests (SECURITY 3.2-F3): it passes
 * bytes both ways until told to trickle, then hands the server's bytes to the client one at a
 * time; it can also stop listening (a closed port) and start again on the same port.
 */
export interface TrickleProxy {
  port: number;
  /**
   * From now on every connection gets the server's bytes one at a time, `delayMs` apart (what a
   * server answering a byte at a time looks like); 0 passes them on at once again.
   */
  trickle(delayMs: number): void;
  /** Connections open through the proxy now. */
  connections(): number;
  /** Bytes of the server's held back, not yet handed to their clients. */
  heldBytes(): number;
  /** Stops listening and cuts every connection: the port is closed. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  held: Buffer[];
  timer: NodeJS.Timeout | null;
  isUpstreamDone: boolean;
}

/** Starts a proxy on a free loopback port to `target`. */
export async function startTrickleProxy(target: {
  host: string;
  port: number;
}): Promise<TrickleProxy> {
  let delayMs = 0;
  const links = new Set<Link>();

  const cut = (link: Link) => {
    if (link.timer) clearTimeout(link.timer);
    link.timer = null;
    link.held = [];
    link.client.destroy();
    link.upstream.destroy();
    links.delete(link);
  };

  /** Hands the held bytes on: all at once, or the next one after `delayMs`. */
  const pump = (link: Link) => {
    if (link.timer || link.client.destroyed) return;
    if (delayMs === 0) {
      for (const chunk of link.held.splice(0)) link.client.write(chunk);
    } else if (link.held.length > 0) {
      link.timer = setTimeout(() => {
        link.timer = null;
        const head = link.held[0];
        if (!head) return;
        link.client.write(head.subarray(0, 1));
        if (head.length > 1) link.held[0] = head.subarray(1);
        else link.held.shift();
        pump(link);
      }, delayMs);
      return;
    }
    if (link.held.length === 0 && link.isUpstreamDone) link.client.end();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const link: Link = { client, upstream, held: [], timer: null, isUpstreamDone: false };
    links.add(link);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      link.held.push(chunk);
      pump(link);
    });
    upstream.on('end', () => {
      link.isUpstreamDone = true;
      pump(link);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => cut(link));
    }
    client.on('close', () => cut(link));
    upstream.on('close', () => {
      if (!link.isUpstreamDone) cut(link);
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  const port = await listen(0);

  return {
    port,
    trickle(ms) {
      delayMs = ms;
      for (const link of links) pump(link);
    },
    connections: () => links.size,
    heldBytes: () =>
      [...links].reduce(
        (sum, link) => sum + link.held.reduce((bytes, chunk) => bytes + chunk.length, 0),
        0,
      ),
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const link of links) cut(link);
      await closed;
    },
    async start() {
      await listen(port);
    },
  };
}
