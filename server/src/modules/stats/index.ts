/** Statistics. The module's one door. */
export { statsRoutes } from './routes';
