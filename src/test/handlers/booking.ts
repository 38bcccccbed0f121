import { http, HttpResponse } from 'msw';
import type { BookRoomBody, BookedSlot, BookedSlotsBody, Booking, Room, UpdateBookingBody } from '@contracts/booking';
import { campusIso, campusToday, dayjs } from '@shared/bookings/campusTime';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import { apiUrl } from '../api-url';
import { demoConfig } from '../fixtures';

const TZ = demoConfig.campusTz;

export const ROOMS: Room[] = [
  {
    id: 1,
    room_name: 'Conference Room A',
    block_id: 1,
    block_name: 'Main Block',
    capacity: 20,
    image: '/rooms/conference-a.svg',
    features: ['Projector', 'Screen'],
    access: ['Faculty'],
  },
  {
    id: 2,
    room_name: 'Classroom 101',
    block_id: 2,
    block_name: 'Academic Block',
    capacity: 60,
    image: null,
    features: ['Whiteboard'],
    access: ['Faculty', 'Student'],
  },
  {
    id: 3,
    room_name: 'Seminar Hall',
    block_id: 2,
    block_name: 'Academic Block',
    capacity: 120,
    image: null,
    features: [],
    access: ['Faculty'],
  },
  {
    id: 4,
    room_name: 'Board conference room',
    block_id: 3,
    block_name: 'Admin Block',
    capacity: 12,
    image: null,
    features: ['Guest WiFi'],
    access: ['Staff'],
  },
];

/** A campus date `days` from today, YYYY-MM-DD. */
export const campusDay = (days: number) => dayjs(campusToday(TZ)).add(days, 'day').format('YYYY-MM-DD');
/** ISO with the campus offset for a campus date and HH:mm. */
export const at = (date: string, time: string) => campusIso(date, time, TZ);

export function makeBooking(overrides: Partial<Booking> & Pick<Booking, 'id'>): Booking {
  const day = campusDay(1);
  return {
    room_id: 1,
    rooms: 'Conference Room A',
    purpose: 'Project review',
    start_time: at(day, '10:00'),
    end_time: at(day, '11:00'),
    status: 'pending',
    recurring_booking_id: null,
    reason: null,
    ...overrides,
  };
}

interface BackendData {
  rooms: Room[];
  bookings: Booking[];
  /** Other people's bookings, shown as booked slots only. */
  others: BookedSlot[];
}

const ME = { name: 'Rahul Verma', email: 'faculty@campus.example' };

/**
 * An in-memory stand-in for the booking API that stores what it is sent. It is thin on
 * purpose: it applies none of the server's rules (clashes, hours, limits are the server
 * tests' job); a test that needs a refusal says so with `refuseNext`. Tests that change
 * data install their own: `server.use(...bookingBackend({...}).handlers)`.
 */
export function bookingBackend(init: Partial<BackendData> = {}) {
  const db: BackendData = { rooms: ROOMS, bookings: [], others: [], ...init };
  let nextId = 1000;
  let refusal: { status: number; body: { message: string } & Record<string, unknown> } | null = null;
  const slots = (): BookedSlot[] => [...db.others, ...db.bookings.map((b) => ({ ...b, status: b.status, ...ME }))];
  const handlers = [
    http.get(apiUrl('/faculty/getrooms'), () => HttpResponse.json({ rooms: db.rooms })),
    // The client draws each day from the slots it is given, so every slot of the rooms asked for is sent.
    http.post(apiUrl('/faculty/getbookedslots'), async ({ request }) => {
      const body = (await request.json()) as BookedSlotsBody;
      return HttpResponse.json({ slots: slots().filter((s) => body.room_ids.includes(s.room_id)) });
    }),
    // Every room, as the server would answer with none booked; which rooms are free is the server's to test.
    http.get(apiUrl('/faculty/free-rooms'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      return HttpResponse.json({
        start_time: at(q.get('date')!, q.get('start')!),
        end_time: at(q.get('date')!, q.get('end')!),
        rooms: db.rooms,
        closed: [],
      });
    }),
    // The migration's default days-ahead limit of a booker.
    http.get(apiUrl('/me/booking-policy'), () => HttpResponse.json({ days_ahead: { max_days_ahead: 180, last_date: campusDay(180) } })),
    http.post(apiUrl('/faculty/bookroom'), async ({ request }) => {
      const body = (await request.json()) as BookRoomBody;
      if (refusal) {
        const { status, body: answer } = refusal;
        refusal = null;
        return HttpResponse.json(answer, { status });
      }
      const room = db.rooms.find((r) => r.id === body.room_id);
      if (!room) return HttpResponse.json({ message: 'Room not found' }, { status: 404 });
      const booking: Booking = {
        id: nextId++,
        room_id: room.id,
        rooms: room.room_name,
        purpose: body.purpose.trim(),
        start_time: body.start_time,
        end_time: body.end_time,
        status: 'pending',
        recurring_booking_id: null,
        reason: null,
      };
      db.bookings.push(booking);
      return HttpResponse.json({ message: BOOKING_ANSWERS.requested, booking }, { status: 201 });
    }),
    http.get(apiUrl('/faculty/bookings'), () => HttpResponse.json({ bookings: db.bookings })),
    http.put(apiUrl('/faculty/bookings/:id'), async ({ params, request }) => {
      const index = db.bookings.findIndex((b) => b.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Booking not found' }, { status: 404 });
      const body = (await request.json()) as UpdateBookingBody;
      const booking: Booking = { ...db.bookings[index], purpose: body.purpose, start_time: body.start_time, end_time: body.end_time };
      db.bookings[index] = booking;
      return HttpResponse.json({ message: 'Booking updated', booking });
    }),
    http.delete(apiUrl('/faculty/bookings/:id'), ({ params }) => {
      const booking = db.bookings.find((b) => b.id === Number(params.id));
      if (!booking) return HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
      db.bookings = db.bookings.filter((b) => b !== booking);
      return HttpResponse.json({ message: 'Booking deleted successfully', booking: { ...booking, status: 'cancelled' } });
    }),
  ];
  /** The next booking request is refused with this answer (e.g. a 409 the server would give for a clash). */
  const refuseNext = (status: number, body: { message: string } & Record<string, unknown>) => {
    refusal = { status, body };
  };
  return { db, handlers, refuseNext };
}

/** Defaults: the fixture rooms and no bookings (read-only use; see bookingBackend). */
export const bookingHandlers = bookingBackend().handlers;
