/** The rooms module as other modules see it. */
export { bookableRooms, type BookableRoomCriteria } from './bookable';
