import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, termStart } from '@contracts/usage-period';
import { campusClock } from '@contracts/campus-clock';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { preloadPages, renderRoute, renderWithProviders } from '@test/render';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { usageStatsFixture } from '@test/handlers/stats';
import StatisticsPage from './StatisticsPage';

// The page is lazily loaded: load it once before the tests, not inside the first one's 5 s.
preloadPages(() => import('./StatisticsPage'));

// jsdom lays nothing out, and the tests' styles keep only what decides visibility
// (src/test/styles.ts), so a chart would measure its container as 0 px wide and log an error
// for each one. A width of its own, as a browser gives it, lets the charts draw their bars.
beforeAll(() => {
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = '.MuiChartsSurface-root { width: 640px; }';
});

const today = () => campusClock('Asia/Kolkata').wall(new Date()).date;

/** The period asked for, with nothing in it: the page renders little, which keeps period tests quick. */
function emptyFor(from: string, to: string) {
  const empty = usageStatsFixture(from, to);
  empty.totals = { ...empty.totals, bookings: 0, booked_hours: 0, occupancy: 0 };
  empty.requests = { made: 0, approved: 0, declined: 0, cancelled: 0, pending: 0, median_decision_minutes: null };
  return empty;
}
const emptyPeriods = http.get(apiUrl('/stats/usage'), ({ request }) => {
  const q = new URL(request.url).searchParams;
  return HttpResponse.json(emptyFor(q.get('from')!, q.get('to')!));
});

/** The periods the page asked for, in order. */
function recordRequests() {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/stats/usage')) asked.push(url.searchParams);
  });
  return asked;
}

describe('Statistics (/statistics)', () => {
  beforeEach(() => server.use(sessionAs(makeUser(['rb_admin']))));

  // The page alone here and in the period test: the route's session check and layout are the other tests'.
  it('shows the last 30 days by default: figures, the heat map and the charts’ tables', async () => {
    const asked = recordRequests();
    renderWithProviders(<StatisticsPage />, { route: '/statistics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    const occupancy = within(await screen.findByRole('region', { name: 'Occupancy' }));
    expect(occupancy.getByText('37.5 %')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Requests' })).getByText('7 approved · 2 rejected · 1 cancelled · 2 pending'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Median time to a decision' })).getByText('3 h 20 min')).toBeInTheDocument();
    const heat = screen.getByRole('table', { name: 'Occupancy by weekday and hour' });
    expect(within(heat).getAllByRole('row')).toHaveLength(8);
    expect(within(heat).getByText('75%')).toBeInTheDocument();
    const busiest = await screen.findByRole('table', { name: 'Ten busiest rooms' });
    expect(within(busiest).getAllByRole('row')[1]).toHaveTextContent('Conference Room 101 (Academic Block A)50 %');
    expect(screen.getByRole('table', { name: 'Occupancy by block' })).toBeInTheDocument();
    expect([asked[0].get('from'), asked[0].get('to')]).toEqual([addDays(today(), -29), today()]);
  });

  it('asks for this term and the last 90 days; a custom period is checked before it is asked for', async () => {
    server.use(emptyPeriods);
    const asked = recordRequests();
    const { user } = renderWithProviders(<StatisticsPage />, { route: '/statistics' });
    await screen.findByText('No confirmed bookings or requests in this period.');
    await user.click(screen.getByRole('button', { name: 'This term' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(termStart(today())));
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(addDays(today(), -89)));
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: addDays(today(), 5) } });
    expect(await screen.findByText('The period must start on or before its end (from is after to)')).toBeInTheDocument();
    const count = asked.length;
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-01-01'));
    expect(asked.length).toBeGreaterThan(count);
  });

  it('says so when nothing happened in the period', async () => {
    server.use(emptyPeriods);
    renderRoute('/statistics');
    expect(await screen.findByText('No confirmed bookings or requests in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a faculty member the figures are about their own bookings', async () => {
    server.use(
      sessionAs(makeUser(['rb_faculty'])),
      http.get(apiUrl('/stats/usage'), () => HttpResponse.json({ ...emptyFor('2026-01-01', '2026-01-30'), scope: 'own' })),
    );
    renderRoute('/statistics');
    expect(await screen.findByText('How your bookings use the rooms.')).toBeInTheDocument();
  });

  it('offers Try Again when the figures cannot be loaded', async () => {
    server.use(http.get(apiUrl('/stats/usage'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderRoute('/statistics');
    expect(await screen.findByText('Failed to load statistics. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
