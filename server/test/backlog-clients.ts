/* Clients whose connections wait in a server's listen backlog while its thread is held (issue 36). */
import { Worker } from 'node:worker_threads';

/** What one client got: the status and whether the answer said Connection: close, or its socket error. */
export type Got = { status: number; close: boolean } | { error: string };

// The clients run on a thread of their own, so they connect and send while the test's thread —
// the server's — is held: the kernel completes each connection and keeps it, with the request
// it carries, in the listen backlog until the server accepts it. Each reads its answer to the end.
const CLIENTS_SOURCE = `
const net = require('node:net');
const { parentPort, workerData: { port, count, sent } } = require('node:worker_threads');
let ready = 0;
const got = Array.from({ length: count }, () => new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.write('GET /queued HTTP/1.1\\r\\nHost: localhost\\r\\n\\r\\n', () => {
    if (++ready === count) (Atomics.store(sent, 0, 1), Atomics.notify(sent, 0));
  });
  socket.setEncoding('latin1').on('data', (chunk) => (text += chunk));
  socket.on('error', (error) => resolve({ error: error.code || error.message }));
  socket.on('end', () => {
    const status = /^HTTP\\/1\\.1 (\\d{3})/.exec(text);
    resolve(status ? { status: Number(status[1]), close: /\\r\\nconnection: close\\r\\n/i.test(text) } : { error: 'no answer' });
  });
}));
Promise.all(got).then((all) => parentPort.postMessage(all));
`;

/**
 * Holds the calling thread (the server's, as a long PGlite query would) until `count` clients
 * have connected to `port` and sent a GET, and until `holdMs` have gone. `answers` resolves with
 * what each client got once every connection has ended.
 */
export function queueClientsWhileHeld(port: number, count: number, holdMs: number): { answers: Promise<Got[]> } {
  const until = performance.now() + holdMs;
  const sent = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(CLIENTS_SOURCE, { eval: true, workerData: { port, count, sent } });
  const answers = new Promise<Got[]>((resolve, reject) => {
    worker.once('message', resolve).once('error', reject);
  }).finally(() => worker.terminate());
  if (Atomics.wait(sent, 0, 0, 20_000) === 'timed-out') throw new Error(`${count} clients did not connect and send`);
  while (performance.now() < until);
  return { answers };
}
