import { API_BASE_URL } from '@shared/api/env';
/** Absolute URL of an API path, for msw handlers. */
export const apiUrl = (path: string) => `${API_BASE_URL}${path}`;
