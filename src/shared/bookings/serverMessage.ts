/** The {message} of an RTK Query error answered by our API, if there is one. */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    return typeof message === 'string' && message.trim() ? message : null;
  }
  return null;
}
