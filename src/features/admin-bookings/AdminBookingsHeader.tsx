import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ViewSwitch } from '@shared/navigation/ViewSwitch';

/** The list (SPEC.md's, the default) and the schedule, `?view=schedule` (DESIGN.md §10). */
export const ADMIN_VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'schedule', label: 'Schedule' },
] as const;

/** Manage Bookings' heading, the view's actions beside it, and the switch between list and schedule. */
export function AdminBookingsHeader({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <div>
          <Typography variant="h4" component="h1">
            Admin Booking Management
          </Typography>
          <Typography color="text.secondary">Search, review and manage every room booking on campus.</Typography>
        </div>
        {actions}
      </Box>
      <ViewSwitch label="View" views={ADMIN_VIEWS} />
    </>
  );
}
