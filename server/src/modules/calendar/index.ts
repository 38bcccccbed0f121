/** Calendar feeds and the iCalendar invitations mail carries. The module's one door. */
export { calendarRoutes } from './routes';
export { invitesOf } from './invites';
