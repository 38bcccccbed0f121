import Box from '@mui/material/Box';
import type { UsageStats } from '@contracts/stats';
import { ChartFigure } from './ChartFigure';
import { blockNames, ROOM_CHART_LIMIT, roomLabel } from './statsFormat';

/** The occupancy charts (@mui/x-charts): a lazy chunk of their own, so only /statistics loads the chart library. */
export default function UsageCharts({ stats }: { stats: UsageStats }) {
  const rooms = stats.rooms.slice(0, ROOM_CHART_LIMIT);
  const blocks = blockNames(stats);
  const roomRows = (list: UsageStats['rooms']) => list.map((r) => ({ ...r, label: roomLabel(r, blocks) }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartFigure title="Occupancy by block" rows={stats.blocks.map((b) => ({ ...b, label: b.block_name }))} />
      <ChartFigure title="Occupancy by room type" rows={stats.room_types.map((t) => ({ ...t, label: t.room_type }))} />
      <ChartFigure title="Ten busiest rooms" rows={roomRows(stats.busiest)} />
      <ChartFigure title="Ten idlest rooms" rows={roomRows(stats.idlest)} />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartFigure
          title="Occupancy by room"
          rows={roomRows(rooms)}
          note={
            stats.rooms.length > rooms.length
              ? `The ${rooms.length} busiest of ${stats.rooms.length} rooms; choose a block to see its rooms.`
              : undefined
          }
        />
      </Box>
    </Box>
  );
}
