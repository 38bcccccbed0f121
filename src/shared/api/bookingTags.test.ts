import { bookingChangeTags } from './bookingTags';

describe('bookingChangeTags', () => {
  const lists = [
    { type: 'MyBookings', id: 'LIST' },
    { type: 'PastBookings', id: 'LIST' },
    { type: 'RoomRequest', id: 'LIST' },
    { type: 'AdminBooking', id: 'LIST' },
    'Stats',
    'Notifications',
  ];

  it('names every list, the changed booking under each per-row tag, and the room’s slots', () => {
    expect(bookingChangeTags({ bookingIds: [7], roomIds: [3] })).toEqual([
      ...lists,
      { type: 'Booking', id: 7 },
      { type: 'PastBookings', id: 7 },
      { type: 'RoomRequest', id: 7 },
      { type: 'AdminBooking', id: 7 },
      { type: 'Slots', id: 3 },
    ]);
  });

  it('takes every room’s slots when the rooms are not named, and whole types for a series', () => {
    expect(bookingChangeTags({ bookingIds: 'all' })).toEqual([...lists, 'Booking', 'PastBookings', 'RoomRequest', 'AdminBooking', 'Slots']);
    expect(bookingChangeTags()).toEqual([...lists, 'Slots']);
  });
});
