import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Resolves in the event loop's check phase: the next one, which may come before any I/O poll;
 * awaited from a check phase, the one after the next poll. So a count taken after one `afterIo()`
 * and compared after the next spans exactly one poll.
 */
export const afterIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The server's connections, for SIGTERM's drain (shutdown.ts, issue 36). Node accepts one
 * connection from the listen backlog per turn of the event loop, and closing the listener
 * resets every connection still in the backlog; a connection closed while bytes it sent wait
 * unread is reset too. So nothing here closes on a clock alone: each decision waits for a turn
 * of the event loop that shows there is nothing left to take.
 *
 * - `closeIdle()` closes a connection once it has been seen idle — no request in progress and
 *   nothing read — at two calls in a row (a drain's looks, a second apart).
 * - `closeListener()` closes the listener in the first turn that accepted nothing: the backlog
 *   was empty at that turn's poll, so no connection made before then is reset.
 * - `settle(ms)` turns the event loop until the listener is closed that way and every connection
 *   has been read to the end (a turn read nothing more from it) and its answers handed to the
 *   kernel, or until `ms` have gone: what the process's exit closes then gets a FIN, no reset.
 */
export function trackConnections(server: http.Server) {
  const open = new Set<Socket>();
  /** The answer each connection is giving, until it has been ended. */
  const answering = new Map<Socket, http.ServerResponse>();
  const idleAt = new Map<Socket, number>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted += 1;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
      idleAt.delete(socket);
    });
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    answering.set(request.socket, response);
    response.once('close', () => answering.get(request.socket) === response && answering.delete(request.socket));
  });
  /** Closes the listener if no connection was accepted since `seen`; says whether it is closed. */
  const closedAfter = (seen: number) => {
    if (server.listening && accepted === seen) server.close();
    return !server.listening;
  };
  const unended = (socket: Socket) => answering.has(socket) && !answering.get(socket)!.writableEnded;
  return {
    get accepted() {
      return accepted;
    },
    closeIdle() {
      for (const socket of open) {
        if (answering.has(socket)) idleAt.delete(socket);
        else if (idleAt.get(socket) === socket.bytesRead) socket.destroy();
        else idleAt.set(socket, socket.bytesRead);
      }
    },
    async closeListener() {
      await afterIo();
      for (let seen = accepted; ; seen = accepted) {
        await afterIo();
        if (closedAfter(seen)) return;
      }
    },
    async settle(ms: number) {
      const deadline = performance.now() + ms;
      let read = new Map<Socket, number>();
      await afterIo();
      for (let seen = accepted; performance.now() < deadline; seen = accepted) {
        await afterIo();
        const listenerClosed = closedAfter(seen);
        const live = [...open].filter((socket) => !socket.destroyed);
        const busy = live.filter((s) => read.get(s) !== s.bytesRead || s.writableLength > 0 || unended(s));
        if (listenerClosed && busy.length === 0) return;
        read = new Map(live.map((socket) => [socket, socket.bytesRead]));
      }
    },
  };
}
