import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { ScheduleBooking, ScheduleRoom } from '@contracts/schedule';
import { EditBookingDialog } from '@shared/bookings/EditBookingDialog';
import type { EditableBooking } from '@shared/bookings/types';
import { DayGridView } from '@shared/day-grid';
import { AdminBookingsHeader } from './AdminBookingsHeader';
import { useUpdateAdminBookingMutation } from './changesApi';

/** A booking of the grid as the edit dialog takes it (the grid's booking is live, so not part of a known series). */
export const editableOf = (booking: ScheduleBooking, room: ScheduleRoom): EditableBooking => ({
  id: booking.id,
  room_id: room.id,
  rooms: room.room_name,
  purpose: booking.purpose,
  start_time: booking.start_time,
  end_time: booking.end_time,
  status: booking.status,
  recurring_booking_id: null,
  reason: null,
  faculty_name: booking.name,
  faculty_email: booking.email,
});

/** Manage Bookings' schedule (`?view=schedule`): the day grid over all rooms; a booking opens its edit dialog. */
export function AdminScheduleView() {
  const [editing, setEditing] = useState<EditableBooking | null>(null);
  const [updateBooking] = useUpdateAdminBookingMutation();
  return (
    // useFlexGap: the day grid inside must have no Stack sibling-margin rule over it (DayGridView).
    <Stack spacing={3} useFlexGap sx={{ p: { xs: 2, md: 3 } }}>
      <AdminBookingsHeader />
      <DayGridView onOpenBooking={(booking, room) => setEditing(editableOf(booking, room))} />
      <EditBookingDialog
        booking={editing}
        mode="admin"
        onClose={() => setEditing(null)}
        onSave={(body) => updateBooking({ id: editing!.id, body }).unwrap()}
      />
    </Stack>
  );
}
