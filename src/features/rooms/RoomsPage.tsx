import { RoomsView } from './RoomsView';

/** /admin/rooms (SPEC.md "Room Management"); the route checks the manageRooms capability. */
export default function RoomsPage() {
  return <RoomsView />;
}
