import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/db';

// A server that shuts down right as a connection is made sends the end of the handshake
// (ReadyForQuery) and its FATAL "terminating connection due to administrator command" in one
// packet: node-postgres handles both in one go, so the FATAL is an 'error' event on the client the
// pool just handed out. A transaction that took its client with `await pool.connect()` put its
// listener on only after that (the promise's continuation): the event had no listener and ended
// the process (found by suites/reliability/load.test.ts, stopping a read standby under load).

/** The PostgreSQL wire messages: type byte, length, body. */
const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const fatal = message('E', Buffer.from('SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'));

describe('a server that drops the connection in the handshake packet', () => {
  let server: net.Server;
  let port = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      socket.once('data', () => {
        // AuthenticationOk, ReadyForQuery (idle), then at once the FATAL, and the end of the connection.
        socket.end(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I')), fatal]));
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('fails the transaction (and the query) with the connection error, without an unhandled error event', async () => {
    const db = await openPostgres({ connectionString: `postgres://u@127.0.0.1:${port}/d`, max: 2 });
    const unhandled: unknown[] = [];
    const onUncaught = (e: unknown) => unhandled.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      for (let i = 0; i < 5; i++) {
        await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow();
        await expect(db.transaction((tx) => tx.query('SELECT 1'), { readOnly: true })).rejects.toThrow();
        await expect(db.query('SELECT 1')).rejects.toThrow();
      }
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      process.off('uncaughtException', onUncaught);
      await db.close().catch(() => undefined);
    }
    expect(unhandled).toEqual([]);
  });
});
