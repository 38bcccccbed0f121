/** How much unwritten log the process holds before it drops lines (about 2,000 request lines). */
export const LOG_BACKLOG_BYTES = 1024 * 1024;

/** The part of a writable stream the destination uses: process.stdout, or a test's stream. */
export interface LogSink {
  write(chunk: string): boolean;
  readonly writableLength: number;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'drain', listener: () => void): unknown;
}

export interface LogDestination {
  /** pino's stream interface: one serialized line. */
  write(line: string): void;
  /** Lines dropped so far because the reader was not keeping up or had gone. */
  dropped(): number;
}

/**
 * Where the server's log goes (issue 36): a stream the event loop writes in the background
 * (process.stdout is one for a pipe on Linux), never a synchronous write. pino's default
 * destination writes synchronously and, when the reader of a pipe stops reading, retries
 * EAGAIN every 100 ms on the main thread — requests stalled, and its exit-time flush held
 * SIGTERM's `process.exit` forever. Here a stalled reader costs at most `backlogBytes` of
 * memory: past that, lines are dropped and counted; a reader that has gone (EPIPE or any
 * other write error) drops every later line. Nothing flushes at exit: what the reader did not
 * take by then is lost, which is the price of an exit that nothing can hold up.
 * `onResumed` hears how many lines were lost once the backlog has drained.
 */
export function boundedLogDestination(
  sink: LogSink,
  { backlogBytes = LOG_BACKLOG_BYTES, onResumed }: { backlogBytes?: number; onResumed?: (dropped: number) => void } = {},
): LogDestination {
  let gone = false;
  let dropped = 0;
  let droppedSinceDrain = 0;
  sink.on('error', () => {
    gone = true;
  });
  sink.on('drain', () => {
    if (droppedSinceDrain === 0 || gone) return;
    const lost = droppedSinceDrain;
    droppedSinceDrain = 0;
    onResumed?.(lost);
  });
  return {
    write(line) {
      if (gone || sink.writableLength + line.length > backlogBytes) {
        dropped += 1;
        droppedSinceDrain += 1;
        return;
      }
      sink.write(line);
    },
    dropped: () => dropped,
  };
}
