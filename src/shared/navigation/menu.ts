import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import HomeIcon from '@mui/icons-material/Home';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HotelIcon from '@mui/icons-material/Hotel';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import RepeatIcon from '@mui/icons-material/Repeat';
import HistoryIcon from '@mui/icons-material/History';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PeopleIcon from '@mui/icons-material/People';
import ApartmentIcon from '@mui/icons-material/Apartment';

/** One side-menu entry (SPEC.md §2 "Menu entries"). */
export interface MenuItem {
  title: string;
  href: string;
  icon: ComponentType<SvgIconProps>;
  /** What the entry is for; shown as the tooltip when the sidebar is minimized. */
  label: string;
  children?: MenuItem[];
  disabled?: boolean;
}

/** Every entry, in the order of SPEC.md's "Menu entries" table. */
export const MENU_ENTRIES = [
  { title: 'Home', href: '/home', icon: HomeIcon, label: 'Overview of your bookings' },
  { title: 'Room Booking', href: '/room_booking', icon: FactCheckIcon, label: 'Approval list of room requests' },
  { title: 'IGH Room Booking', href: '/igh', icon: HotelIcon, label: 'Approval list of guest-house requests' },
  { title: 'Book Room', href: '/faculty/book-room', icon: MeetingRoomIcon, label: 'Find a free room and book it' },
  { title: 'Recurring Room Booking', href: '/faculty/book-room/recurring', icon: RepeatIcon, label: 'Book a room every week' },
  { title: 'My Bookings', href: '/faculty/bookings', icon: HistoryIcon, label: 'Your room booking history' },
  { title: 'Manage Bookings', href: '/admin/bookings', icon: CalendarMonthIcon, label: 'All bookings and recurring series' },
  { title: 'Manage Users', href: '/admin/users', icon: PeopleIcon, label: 'Users and their access' },
  { title: 'Manage Rooms', href: '/admin/rooms', icon: ApartmentIcon, label: 'Rooms, blocks and features' },
] as const satisfies readonly MenuItem[];

export type MenuTitle = (typeof MENU_ENTRIES)[number]['title'];

/** SPEC.md §6: the entries each role sees. */
export const ROLE_MENUS: Record<string, readonly MenuTitle[]> = {
  igh: ['Home', 'IGH Room Booking'],
  rb_dean: ['Home', 'Room Booking'],
  rb_admin: ['Home', 'Book Room', 'Recurring Room Booking', 'My Bookings', 'Manage Bookings', 'Manage Rooms'],
  rb_faculty: ['Home', 'Book Room', 'My Bookings'],
  rb_clubs: ['Home', 'Book Room'],
  super_admin: ['Home', 'Room Booking', 'IGH Room Booking', 'Book Room', 'My Bookings', 'Manage Users', 'Manage Rooms'],
};

/** The side menu for a user's roles: the union over roles, in table order; Home always. */
export function menuForRoles(access: readonly string[]): MenuItem[] {
  const titles = new Set<string>(['Home']);
  for (const role of access) {
    if (Object.hasOwn(ROLE_MENUS, role)) ROLE_MENUS[role].forEach((title) => titles.add(title));
  }
  return MENU_ENTRIES.filter((entry) => titles.has(entry.title));
}

/** The entry a path belongs to: the longest href that is the path or a parent of it. */
export function activeHref(items: readonly MenuItem[], pathname: string): string | undefined {
  const path = pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
  return items
    .map((item) => item.href)
    .filter((href) => path === href || path.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
