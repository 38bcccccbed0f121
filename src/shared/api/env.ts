declare const process: { env: { API_BASE_URL?: string } };

/** The API's base URL, resolved against the page so it works in the browser and in tests. */
export const API_BASE_URL = new URL(process.env.API_BASE_URL || '/api', window.location.href).toString().replace(/\/$/, '');
