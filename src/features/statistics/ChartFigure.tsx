import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisMax, hours, percent } from './statsFormat';

export interface ChartRow {
  label: string;
  occupancy: number;
  booked_hours: number;
}

interface Props {
  title: string;
  rows: ChartRow[];
  /** A line under the title, e.g. what the chart leaves out. */
  note?: string;
}

const BAR_HEIGHT = 28;

/**
 * Occupancy as horizontal bars, busiest first. The drawing is hidden from screen readers;
 * a table beside it (visually hidden) says the same in words.
 */
export function ChartFigure({ title, rows, note }: Props) {
  const values = rows.map((r) => Math.round(r.occupancy * 1000) / 10);
  // On a phone the names get less room, so the bars keep some.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }} aria-label={title}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {/* inert as well: hidden from screen readers, the chart must not take keyboard focus either (axe aria-hidden-focus). */}
      <Box aria-hidden inert>
        <BarChart
          layout="horizontal"
          height={Math.max(120, rows.length * BAR_HEIGHT + 60)}
          yAxis={[{ scaleType: 'band', data: rows.map((r) => r.label), width: narrow ? 110 : 170 }]}
          xAxis={[{ min: 0, max: axisMax(values), valueFormatter: (v: number) => `${v} %` }]}
          series={[{ data: values, label: 'Occupancy', valueFormatter: (v) => `${v} %` }]}
          hideLegend
          skipAnimation
          // Hidden from assistive technology, so nothing in it may take focus; the table is the accessible form.
          disableKeyboardNavigation
        />
      </Box>
      {/* Hidden in a box, not on the table: a table ignores its 1 px width and widened the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Occupancy</th>
              <th scope="col">Confirmed hours</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{percent(r.occupancy)}</td>
                <td>{hours(r.booked_hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
