import net from 'node:net';

/**
 * A free port for a server process a test starts, from below the kernel's ephemeral range (32768-60999 on Linux).
 * A port the kernel hands out (listen on 0) is free only until it hands it out again: to another test's server
 * listening on 0, or to an outgoing connection, in the seconds a server process takes to start its PostgreSQL
 * before it listens. On a loaded run another test's server took one so, and answered this one's readiness check.
 * Ports below that range are never handed out by the kernel, only chosen, as here, at random among thousands.
 */
export async function serverPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
