/*
 * What a client sees of a CSV export still streaming when SIGTERM's grace period ends (issue 36).
 *
 *   DATA_DIR=/tmp/crb-large npm run seed:large -- --bookings 30000      # once
 *   npx tsx server/bench/export-cut-probe.ts /tmp/crb-large [grace seconds, default 1]
 *   DATABASE_URL=postgres://… npx tsx server/bench/export-cut-probe.ts   # PostgreSQL (seeded likewise)
 *
 * The export is asked on a raw socket that reads its first bytes and then stops reading (so the
 * export is held by back-pressure past the grace); SIGTERM follows. After the process exited the
 * socket is read to its end: the bar is that the body is visibly incomplete — no last chunk
 * (`0\r\n\r\n`), or a reset — never a well-formed, shortened file.
 */
import net from 'node:net';
import { signIn, timeSigterm } from '../test/process-kit';
import { startProbeServer } from './probe-server';

async function main() {
  const [source, graceText = '1'] = process.argv.slice(2);
  const { server, stop } = await startProbeServer(source, graceText, 'ignore');
  try {
    const cookie = await signIn(server.url, 'rb.admin@campus.example');
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    let ended = '';
    const done = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => ((ended ||= 'FIN'), resolve()));
      socket.on('error', (e: NodeJS.ErrnoException) => ((ended ||= e.code ?? e.message), resolve()));
      socket.on('close', () => resolve());
    });
    socket.write(`GET /api/admin/bookings/export.csv HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`);
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.pause();
    const exit = await timeSigterm(server);
    socket.resume();
    await done;
    const body = Buffer.concat(chunks).toString('latin1');
    const head = body.slice(0, body.indexOf('\r\n\r\n'));
    console.log(`exit ${exit.code ?? exit.signal} after ${exit.ms} ms (grace ${graceText} s)`);
    console.log(
      head
        .split('\r\n')
        .filter((l) => /^HTTP|transfer-encoding|content-length|connection/i.test(l))
        .join(' | '),
    );
    console.log(`read ${body.length} bytes, ended by ${ended || 'close'}, last chunk present: ${body.endsWith('\r\n0\r\n\r\n')}`);
  } finally {
    await stop();
  }
}

void main();
