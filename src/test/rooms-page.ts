import { createElement } from 'react';
import { screen } from '@testing-library/react';
import RoomsPage from '@features/rooms/RoomsPage';
import { renderWithProviders } from './render';

/**
 * Manage Rooms' page alone, its list loaded: the layout around it proves nothing for the list,
 * its dialogs or its lifecycle actions (that /admin/rooms opens it is RoomsPage.test.tsx's).
 */
export async function openRoomsPage() {
  const view = renderWithProviders(createElement(RoomsPage), { route: '/admin/rooms' });
  await screen.findByRole('heading', { name: 'Room Management' });
  await screen.findByText('Room 001');
  return view;
}
