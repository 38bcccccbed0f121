import { Writable } from 'node:stream';
import { boundedLogDestination } from './log-destination';

// Issue 36: the log never waits for its reader. A reader that stops reading costs a bounded
// backlog, past which lines are dropped and counted; one that has gone drops every line.

/** A sink whose reader takes nothing until `release()`. */
function stalledSink() {
  let reading = false;
  let waiting: (() => void) | undefined;
  const sink = new Writable({
    highWaterMark: 100,
    write(_chunk, _encoding, done) {
      if (reading) done();
      else waiting = done;
    },
  });
  const release = () => {
    reading = true;
    waiting?.();
  };
  return { sink, release };
}

it('keeps at most the backlog of a stalled reader, counts what it drops, and says so once the reader catches up', async () => {
  const { sink, release } = stalledSink();
  const resumed: number[] = [];
  const log = boundedLogDestination(sink, { backlogBytes: 250, onResumed: (n) => resumed.push(n) });
  for (let i = 0; i < 10; i++) log.write(`${'x'.repeat(49)}\n`);
  expect(sink.writableLength).toBeLessThanOrEqual(250);
  expect(log.dropped()).toBe(5);
  await new Promise<void>((resolve) => {
    sink.once('drain', () => setImmediate(resolve));
    release();
  });
  expect(resumed).toEqual([5]);
  log.write('after\n');
  expect(log.dropped()).toBe(5);
});

it('drops every line once the reader has gone (a write error such as EPIPE)', () => {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done(Object.assign(new Error('broken pipe'), { code: 'EPIPE' })) });
  const log = boundedLogDestination(sink);
  log.write('first\n');
  return new Promise<void>((resolve) => {
    sink.once('error', () => {
      log.write('second\n');
      log.write('third\n');
      expect(log.dropped()).toBe(2);
      resolve();
    });
  });
});
