import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { usageStatsFixture } from '@test/handlers/stats';
import { NoShows } from './NoShows';

const figures = usageStatsFixture('2026-01-01', '2026-01-30').no_shows;

describe('No-shows on Statistics (issue 32)', () => {
  it('counts released bookings per room and per person', () => {
    renderWithProviders(<NoShows figures={figures} own={false} />);
    const card = within(screen.getByRole('region', { name: 'No-shows' }));
    expect(card.getByText('3')).toBeInTheDocument();
    const people = within(card.getByRole('region', { name: 'By person' })).getAllByRole('listitem');
    expect(people.map((li) => li.textContent)).toEqual(['Faculty Member: 2', 'Clubs Member: 1']);
    expect(within(card.getByRole('region', { name: 'By room' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a booker their own by room only, and nothing when there were none', () => {
    const { unmount } = renderWithProviders(<NoShows figures={figures} own />);
    expect(screen.getByText('Your bookings released because nobody checked in')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By person' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<NoShows figures={{ bookings: 0, rooms: [], people: [] }} own />);
    expect(screen.queryByRole('region', { name: 'No-shows' })).not.toBeInTheDocument();
  });
});
