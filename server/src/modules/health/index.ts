/** Liveness and readiness. The module's one door. */
export { healthRoutes } from './routes';
