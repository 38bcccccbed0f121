import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { HeatCell } from '@contracts/stats';
import { hourLabel, percent, WEEKDAYS } from './statsFormat';

/**
 * The weekday × hour heat map as a table: each cell's tint grows with its occupancy and
 * its text gives the figure, so the same table serves eyes and screen readers.
 */
export function HeatMap({ cells }: { cells: HeatCell[] }) {
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const cell = (weekday: number, hour: number) => cells.find((c) => c.weekday === weekday && c.hour === hour);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" id="heatmap-title">
        Occupancy by weekday and hour
      </Typography>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="heatmap-title">
        <Table size="small" aria-labelledby="heatmap-title" sx={{ '& td, & th': { px: 0.5, textAlign: 'center', whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="td" />
              {hours.map((h) => (
                <TableCell key={h} scope="col" sx={{ fontSize: 12 }}>
                  {hourLabel(h)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {WEEKDAYS.map((day, i) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row" sx={{ textAlign: 'left !important', fontWeight: 600 }}>
                  {day.slice(0, 3)}
                  <Box component="span" sx={visuallyHidden}>
                    {day.slice(3)}
                  </Box>
                </TableCell>
                {hours.map((h) => {
                  const occupancy = cell(i + 1, h)?.occupancy ?? 0;
                  return (
                    <TableCell
                      key={h}
                      sx={(theme) => ({
                        fontSize: 12,
                        bgcolor: alpha(theme.palette.primary.main, Math.min(0.45, occupancy * 0.45 + (occupancy > 0 ? 0.05 : 0))),
                      })}
                    >
                      {percent(occupancy).replace(' ', '')}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
