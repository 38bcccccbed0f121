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

/**
 * What a failed request says to the user (issue 35): the server's words for a refusal (4xx),
 * which name the reason ("… has been deactivated …"); `fallback` for anything else (a 5xx
 * hides its cause, a network failure has none).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return (refused && serverMessage(error)) || fallback;
}
