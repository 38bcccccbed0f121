import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FreeRoomsQuery, Room } from '@contracts/booking';
import { useFormik } from 'formik';
import { campusToday } from '@shared/bookings/campusTime';
import { serverMessage } from '@shared/bookings/serverMessage';
import { FeaturesSelect } from '@shared/forms/FeaturesSelect';
import { SelectField } from '@shared/forms/SelectField';
import { useFindFreeRoomsQuery, useGetOwnBookingPolicyQuery } from '../api';
import { TimeRangeSelects } from '../TimeRangeSelects';
import { FreeRoomAnswer } from './FreeRoomAnswer';
import { freeRoomSchema, initialFreeRoomForm, toFreeRoomsQuery, type FreeRoomForm } from './freeRoomForm';

/**
 * "Find a free room": a date and time, optionally seats, features and a block → the rooms free
 * for all of it, best fit first, and those closed then. The date picker offers no day past the
 * booker's days-ahead limit, and a later date typed in is refused in the server's words.
 */
export function FreeRoomSearch({ rooms, tz }: { rooms: Room[]; tz: string }) {
  const [query, setQuery] = useState<FreeRoomsQuery | null>(null);
  const { currentData, isFetching, error } = useFindFreeRoomsQuery(query ?? { date: '', start: '', end: '' }, { skip: !query });
  const limit = useGetOwnBookingPolicyQuery().data?.days_ahead;
  const features = useMemo(() => [...new Set(rooms.flatMap((r) => r.features))].sort(), [rooms]);
  const blocks = useMemo(
    () => [...new Map(rooms.map((r) => [r.block_id, r.block_name]))].sort((a, b) => a[1].localeCompare(b[1])),
    [rooms],
  );
  const formik = useFormik<FreeRoomForm>({
    initialValues: initialFreeRoomForm(tz),
    validationSchema: freeRoomSchema(limit),
    onSubmit: (form) => setQuery(toFreeRoomsQuery(form)),
  });
  const form = formik.values;
  const set = (patch: Partial<FreeRoomForm>) => formik.setValues({ ...form, ...patch });

  return (
    <Card variant="outlined" component="section" aria-labelledby="free-room-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="free-room-title" variant="h6" component="h2">
            Find a free room
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              type="date"
              size="small"
              label="Date"
              {...formik.getFieldProps('date')}
              error={Boolean(formik.errors.date)}
              helperText={formik.errors.date}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: campusToday(tz), max: limit?.last_date } }}
            />
            <TimeRangeSelects start={form.start} end={form.end} onChange={set} />
            <TextField
              type="number"
              size="small"
              label="Minimum seats"
              {...formik.getFieldProps('capacity')}
              slotProps={{ htmlInput: { min: 1 } }}
              sx={{ width: 150 }}
            />
            <FeaturesSelect features={features} value={form.features} onChange={(features) => set({ features })} />
            <SelectField
              label="Block"
              value={form.block}
              emptyLabel="Any block"
              options={blocks.map(([id, name]) => ({ value: String(id), label: name }))}
              onChange={(block) => set({ block })}
              sx={{ minWidth: 170 }}
            />
          </Stack>
          <Button variant="contained" onClick={formik.submitForm} sx={{ alignSelf: 'flex-start' }}>
            Find Free Rooms
          </Button>
          {isFetching && <CircularProgress aria-label="Finding free rooms" size={28} />}
          {!isFetching && error && <Alert severity="error">{serverMessage(error) ?? 'Something went wrong. Please try again.'}</Alert>}
          {/* Kept while the same search is asked again (after a booking), so shown rooms stay shown. */}
          {!error && currentData && query && <FreeRoomAnswer key={JSON.stringify(query)} answer={currentData} query={query} tz={tz} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
