import net from 'node:net';

/**
 * A loopback port the OS hands out as free (released again before the caller binds it).
 * @returns the port number
 * @throws when no port can be had
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether a port on 127.0.0.1 can be bound now.
 * @param port the port to try
 * @returns false when something else holds it (or binding is refused)
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Waits until `check` resolves true, polling every 100 ms.
 * @param check what to wait for; a rejection counts as "not yet"
 * @param options `timeoutMs`, `what` (named in the error), `abort` (a reason to give up at once,
 *   e.g. the process died: return a message to stop waiting)
 * @throws Error `<what> 未在 <n> 秒内就绪` after the timeout, or the abort's message
 */
export async function waitFor(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; what: string; abort?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.abort?.();
    if (reason) throw new Error(reason);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`${options.what} 未在 ${Math.round(options.timeoutMs / 1000)} 秒内就绪`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
