/** Manage Users and the own account. The module's one door. */
export { userRoutes } from './routes';
