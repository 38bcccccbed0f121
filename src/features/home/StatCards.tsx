import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useGetStatsQuery } from './api';
import { StatCard } from './StatCard';
import { STAT_TEXTS, statDescription, statValue, type StatKind } from './overview';

const ICONS: Record<StatKind, ReactNode> = {
  total: <CalendarMonthIcon />,
  upcoming: <EventAvailableIcon />,
};

/** Total and Upcoming Bookings of the signed-in user; "--" while a value is missing. */
export function StatCards() {
  const { data } = useGetStatsQuery();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['total', 'upcoming'] as const).map((kind) => (
        <StatCard
          key={kind}
          title={STAT_TEXTS[kind].title}
          value={statValue(data?.[kind])}
          description={statDescription(kind, data?.[kind], data?.scope)}
          icon={ICONS[kind]}
        />
      ))}
    </Stack>
  );
}
