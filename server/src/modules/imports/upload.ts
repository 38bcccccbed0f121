import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, IMPORT_MEDIA_TYPES } from '../../contracts/import-columns';
import { IMPORT_FILE_MESSAGES } from '../../contracts/import-messages';
import { HttpError, badRequest } from '../../shared/errors';

/** The uploaded file, not read yet: the route reads it as a stream once its query is valid. */
export class Upload {
  constructor(
    readonly stream: Readable,
    readonly format: 'csv' | 'ics',
  ) {}
}

export const tooLarge = () => new HttpError(413, IMPORT_FILE_MESSAGES.tooLarge);

/**
 * text/csv and text/calendar bodies for the import routes (registered in their plugin only):
 * the request stream is handed on unread, so the file is parsed as it arrives and never held
 * whole. A Content-Length over 20 MB is refused at once; the bytes are counted as they are
 * read too (decodeUtf8), for bodies sent without one.
 */
export function acceptUploads(app: FastifyInstance): void {
  const formats = [
    [IMPORT_MEDIA_TYPES.csv, 'csv'],
    [IMPORT_MEDIA_TYPES.ics, 'ics'],
  ] as const;
  for (const [mediaType, format] of formats) {
    app.addContentTypeParser(mediaType, (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (declared > IMPORT_MAX_BYTES) done(tooLarge(), undefined);
      else done(null, new Upload(payload, format));
    });
  }
  // Any other body (text/plain, a form, none named) is told what to send, not "send JSON" (these routes only).
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, IMPORT_FILE_MESSAGES.mediaType), undefined));
}

/** Index of the first byte that cannot be UTF-8 in `bytes` (leading continuation bytes belong to the previous chunk), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < 3 && i < bytes.length && (bytes[i] & 0xc0) === 0x80) i++;
  while (i < bytes.length) {
    const c = bytes[i];
    const size = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (size === 0) return i;
    for (let k = 1; k < size; k++) {
      if (i + k >= bytes.length) return -1; // continues in the next chunk
      if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    }
    i += size;
  }
  return -1;
}

const countLines = (bytes: Uint8Array, end = bytes.length) => {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 10) n++;
  return n;
};

/** What a file that is not text starts with, and what to call it. */
const BINARY_STARTS: [bytes: number[], what: string][] = [
  [[0x50, 0x4b, 0x03, 0x04], 'a zip archive (an Excel .xlsx or OpenDocument spreadsheet is one)'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an Excel .xls workbook'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
];

/** The 400 for a file that begins as a known binary format does, or null. */
function binaryFile(chunk: Uint8Array): Error | null {
  const found = BINARY_STARTS.find(([start]) => start.every((b, i) => chunk[i] === b));
  return found ? badRequest(IMPORT_FILE_MESSAGES.notText(found[1])) : null;
}

/**
 * The upload as text, chunk by chunk: bytes counted against the 20 MB limit (413), UTF-8
 * checked strictly (400 naming the line of the first bytes that are not UTF-8, or saying the
 * file is UTF-16, a spreadsheet workbook or a PDF), a UTF-8 byte-order mark dropped. `onBytes` hears how many bytes were read.
 */
export async function* decodeUtf8(stream: Readable, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (bytes === 0 && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw badRequest(IMPORT_FILE_MESSAGES.utf16);
    }
    const binary = bytes === 0 ? binaryFile(chunk) : null;
    if (binary) throw binary;
    bytes += chunk.length;
    if (bytes > IMPORT_MAX_BYTES) throw tooLarge();
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      const at = firstInvalidUtf8(chunk);
      throw badRequest(IMPORT_FILE_MESSAGES.notUtf8(lines + countLines(chunk, at < 0 ? chunk.length : at) + 1));
    }
    lines += countLines(chunk);
    onBytes?.(bytes);
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw badRequest(IMPORT_FILE_MESSAGES.notUtf8(lines + 1));
  }
  if (bytes === 0) throw badRequest(IMPORT_FILE_MESSAGES.empty);
}
