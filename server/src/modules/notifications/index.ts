/** In-app notifications: the list, marking read and the unread stream. The module's one door. */
export { notificationRoutes } from './routes';
