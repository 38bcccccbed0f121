/** A booking's history, read from the audit trail (issue 35). The module's one door. */
export { historyRoutes } from './routes';
