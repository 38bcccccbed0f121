/** Manage Rooms: rooms, blocks and a room's lifecycle. The module's one door. */
export { roomRoutes } from './routes';
