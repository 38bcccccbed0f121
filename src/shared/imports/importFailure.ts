import { IMPORT_MAX_BYTES } from '@contracts/import-columns';
import { serverMessage } from '@shared/bookings/serverMessage';
import { megabytes } from './importFile';

/**
 * What to show when the server refused a file or an undo: its own message as it wrote it;
 * otherwise what the status means (a proxy in front may answer 413 without our JSON), or the
 * fallback.
 */
export function importFailure(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (message) return message;
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  if (status === 413) return `The file is too large: a file can be at most ${megabytes(IMPORT_MAX_BYTES)}.`;
  if (status === 'FETCH_ERROR') return 'Could not reach the server. Please check your connection and try again.';
  return fallback;
}
