/** Sign-in (Google and demo), sign-out and the session's user. The module's one door. */
export { authRoutes } from './routes';
