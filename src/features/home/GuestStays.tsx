import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { ListTable } from '@shared/lists/ListTable';
import { useGetOwnGuestStaysQuery } from './api';

// The form (formik, yup) loads when asked for, so the Overview's first load stays small (DESIGN.md §8).
const GuestStayDialog = lazy(() => import('./GuestStayDialog'));

const HEADERS = ['Guest', 'Relation', 'Check-in', 'Check-out', 'Status', 'Reason'];

/** Issue 15: anyone signed in (students have no roles) asks for guest-house stays and follows their decisions. */
export function GuestStays() {
  const [open, setOpen] = useState(false);
  const { data: requests = [], isLoading } = useGetOwnGuestStaysQuery();
  return (
    <Card variant="outlined" component="section" aria-labelledby="guest-stays-title" sx={{ mt: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="guest-stays-title" variant="h6" component="h2">
            Guest-house stays
          </Typography>
          <Button variant="contained" size="small" onClick={() => setOpen(true)}>
            Request a guest-house stay
          </Button>
        </Box>
        <ListTable
          label="Guest-house stays"
          columns={HEADERS}
          loading={isLoading}
          skeletonRows={2}
          emptyText="You have not requested a guest-house stay yet."
          isEmpty={requests.length === 0}
        >
          {requests.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.customer_name}</TableCell>
              <TableCell>{r.relation_with_student}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.check_in}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.check_out}</TableCell>
              <TableCell>
                <StatusBadge status={r.status} />
              </TableCell>
              <TableCell>{r.reason ?? '-'}</TableCell>
            </TableRow>
          ))}
        </ListTable>
      </CardContent>
      {open && (
        <Suspense fallback={null}>
          <GuestStayDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
