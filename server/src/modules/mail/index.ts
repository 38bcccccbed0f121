/** E-mail: settings, the undelivered list, and the worker that sends the outbox. The module's one door. */
export { mailRoutes } from './routes';
export { installMail } from './plugin';
