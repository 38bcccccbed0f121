import { useMemo } from 'react';
import type { RoomRequest } from '@contracts/requests';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { spanLabel } from '@shared/bookings/campusFormat';
import { useDecideRoomRequestMutation, useGetRoomRequestsQuery, useUndoRoomDecisionMutation } from './api';
import { RequestDateTime } from './RequestDateTime';
import { RequestRooms } from './RequestRooms';
import { RequestsView } from './RequestsView';
import { olderRequests, useHistoryPages } from './olderRequests';
import { isPendingRoom, selectPendingRoomRequests } from './selectors';
import type { RequestListConfig } from './types';

const joinRooms = (r: RoomRequest) => r.rooms.join(', ');

function roomConfig(tz: string): RequestListConfig<RoomRequest> {
  return {
    title: 'Room Booking',
    caption: 'List of room booking requests',
    columns: [
      { header: 'Name', render: (r) => r.name },
      { header: 'Email', render: (r) => r.email },
      { header: 'Start Time', render: (r) => <RequestDateTime value={r.start_time} tz={tz} /> },
      { header: 'End Time', render: (r) => <RequestDateTime value={r.end_time} tz={tz} /> },
      { header: 'Rooms', render: (r) => <RequestRooms request={r} /> },
      { header: 'Purpose', render: (r) => r.purpose },
    ],
    selectPending: selectPendingRoomRequests,
    isPending: isPendingRoom,
    startOf: (r) => r.start_time,
    subject: joinRooms,
    summary: (r) => `${joinRooms(r)}, ${spanLabel(r.start_time, r.end_time, tz)}`,
  };
}

/** /room_booking: the dean's room-request list (SPEC.md "Room requests"). */
export default function RoomRequestsPage() {
  const tz = useCampusTz();
  const config = useMemo(() => roomConfig(tz), [tz]);
  const { history, showOlder } = useHistoryPages();
  const { data, isLoading, isError } = useGetRoomRequestsQuery(history);
  const [decide, { isLoading: deciding }] = useDecideRoomRequestMutation();
  const [undo] = useUndoRoomDecisionMutation();
  return (
    <RequestsView
      config={config}
      rows={data?.rows}
      older={olderRequests(data, history, showOlder)}
      isLoading={isLoading}
      isError={isError}
      deciding={deciding}
      decide={(id, status, reason) => decide({ request_id: id, status, reason }).unwrap()}
      undo={(id) => undo({ request_id: id }).unwrap()}
    />
  );
}
