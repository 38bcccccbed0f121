/** Manage Rooms: rooms, blocks and a room's lifecycle, and which rooms a caller may book. The module's one door. */
export { roomRoutes } from './routes';
export { bookableRooms, type BookableRoomCriteria } from './bookable';
export { cleanLabels } from './present';
