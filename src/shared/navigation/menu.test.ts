import { activeHref, menuForRoles } from './menu';

const titles = (access: string[]) => menuForRoles(access).map((item) => item.title);

describe('menuForRoles (SPEC.md §6)', () => {
  it.each([
    ['igh', ['Home', 'IGH Room Booking']],
    ['rb_dean', ['Home', 'Room Booking']],
    ['rb_admin', ['Home', 'Book Room', 'Recurring Room Booking', 'My Bookings', 'Manage Bookings', 'Manage Rooms']],
    ['rb_faculty', ['Home', 'Book Room', 'My Bookings']],
    ['rb_clubs', ['Home', 'Book Room']],
    ['super_admin', ['Home', 'Room Booking', 'IGH Room Booking', 'Book Room', 'My Bookings', 'Manage Users', 'Manage Rooms']],
  ])('gives %s exactly its entries', (role, expected) => {
    expect(titles([role])).toEqual(expected);
  });

  it('gives the union of several roles in the order of the menu table', () => {
    expect(titles(['rb_faculty', 'igh', 'rb_dean'])).toEqual(['Home', 'Room Booking', 'IGH Room Booking', 'Book Room', 'My Bookings']);
    expect(titles(['super_admin', 'rb_admin'])).toEqual([
      'Home',
      'Room Booking',
      'IGH Room Booking',
      'Book Room',
      'Recurring Room Booking',
      'My Bookings',
      'Manage Bookings',
      'Manage Users',
      'Manage Rooms',
    ]);
  });

  it('gives only Home for an unknown role, no role, or a name of an object property', () => {
    expect(titles(['janitor'])).toEqual(['Home']);
    expect(titles([])).toEqual(['Home']);
    expect(titles(['constructor', 'toString'])).toEqual(['Home']);
  });

  it('gives every entry a title, href, icon and label', () => {
    for (const item of menuForRoles(['super_admin', 'rb_admin'])) {
      expect(item).toEqual(
        expect.objectContaining({ title: expect.any(String), href: expect.stringMatching(/^\//), label: expect.any(String) }),
      );
      expect(item.icon).toBeTruthy();
    }
  });
});

describe('activeHref', () => {
  const items = menuForRoles(['rb_admin']);

  it.each([
    ['/', '/home'],
    ['/home', '/home'],
    ['/faculty/book-room', '/faculty/book-room'],
    ['/faculty/book-room/recurring', '/faculty/book-room/recurring'],
    ['/faculty/bookings/', '/faculty/bookings'],
    ['/admin/rooms/12', '/admin/rooms'],
    ['/admin/users', undefined],
    ['/homework', undefined],
  ])('marks %s as %s', (path, expected) => {
    expect(activeHref(items, path)).toBe(expected);
  });
});
