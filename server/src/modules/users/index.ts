/** Manage Users and the own account. The module's one door. */
export { userRoutes } from './routes';
export { userChanges } from './present';
export { lockSuperAdmins } from './repository';
