import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Where Google Identity Services lives: its script, its button's frame and styles, its calls. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** HSTS lifetime: one year, as browsers' preload lists expect; sent only over Secure cookies. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer (issue 16, finding 3). Scripts only from this
 * origin and Google's sign-in client; no inline script at all (the built index.html has
 * none). Styles allow 'unsafe-inline' because MUI's emotion writes <style> elements at run
 * time; style injection cannot run code. Images from anywhere over https: rooms' pictures
 * are administrators' https URLs and users' pictures come from Google. Nobody may frame us.
 */
export function contentSecurityPolicy(upgradeInsecure: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `${GOOGLE_GSI}client`],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
    'frame-src': [GOOGLE_GSI],
    'connect-src': ["'self'", GOOGLE_GSI],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(upgradeInsecure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The Permissions-Policy of every answer (issue 36): every powerful browser feature off, for
 * this page and anything it frames. Kept: copying an e-mail address to the clipboard (the
 * booked slot's Copy button) and Google sign-in's FedCM prompt, which its frame asks for.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'ambient-light-sensor',
    'autoplay',
    'bluetooth',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'storage-access',
    'usb',
    'web-share',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
  'identity-credentials-get=(self "https://accounts.google.com")',
].join(', ');

/**
 * Security headers on every answer (@fastify/helmet) and `Cache-Control: no-store` on /api
 * answers, which carry one person's data and must not sit in a shared or browser cache.
 * HSTS and upgrade-insecure-requests only when cookies are Secure (the site is on https);
 * on plain http they would lock a browser out of a local trial.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const secure = app.config.cookieSecure;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(secure) },
    hsts: secure ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
    // Google's sign-in button reads the page's origin from the Referer; no-referrer breaks it.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Room pictures come from other sites without CORP headers.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A route that chose its own (the calendar feed: `private`, revalidated by ETag) keeps it.
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
