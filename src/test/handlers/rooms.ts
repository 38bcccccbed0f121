import { http, HttpResponse } from 'msw';
import type { AdminRoom, AdminRoomsPage, Block, BlockBody, RoomBody } from '@contracts/admin-rooms';
import { apiUrl } from '../api-url';

export const blockFixtures: Block[] = [
  { id: 1, block_name: 'Academic Block A' },
  { id: 2, block_name: 'Library Block' },
];

const FEATURE_SETS = [['Projector', 'Screen', 'Whiteboard', 'Guest WiFi', 'Board'], ['Projector'], []];

/** 23 rooms; room 2 has no capacity and an unknown block, room 3 no features. */
export function roomFixtures(): AdminRoom[] {
  return Array.from({ length: 23 }, (_, i) => {
    const n = i + 1;
    const block = blockFixtures[i % 2];
    return {
      id: n,
      room_name: `Room ${String(n).padStart(3, '0')}`,
      block_id: n === 2 ? 99 : block.id,
      block_name: n === 2 ? '' : block.block_name,
      capacity: n === 2 ? null : 20 + n,
      image: null,
      features: FEATURE_SETS[i % FEATURE_SETS.length],
      access: ['Faculty'],
      deactivated_at: null,
      check_in_required: false,
    };
  });
}

const contains = (value: string, filter: string | null) => !filter || value.toLowerCase().includes(filter.toLowerCase());

/** Filters and pages like GET /api/admin/rooms does. */
export function pageRooms(rooms: AdminRoom[], params: URLSearchParams): AdminRoomsPage {
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? 10);
  const feature = params.get('features');
  const matching = rooms.filter(
    (r) =>
      contains(r.room_name, params.get('room_name')) &&
      contains(r.block_name, params.get('block_name')) &&
      (!feature || r.features.some((f) => contains(f, feature))),
  );
  return {
    rooms: matching.slice((page - 1) * limit, page * limit),
    meta: { total: matching.length, page, limit },
    totalPages: Math.ceil(matching.length / limit),
  };
}

const saved = (id: number, body: RoomBody): AdminRoom => ({
  id,
  room_name: body.room_name,
  block_id: body.block_id,
  block_name: blockFixtures.find((b) => b.id === body.block_id)?.block_name ?? '',
  capacity: body.capacity ?? null,
  image: body.image ?? null,
  features: body.features,
  access: body.access,
  deactivated_at: null,
  check_in_required: body.check_in_required ?? false,
});

/** Manage Rooms API over fixed fixtures; saves answer the saved room without storing it. */
export const roomHandlers = [
  http.get(apiUrl('/admin/rooms'), ({ request }) => HttpResponse.json(pageRooms(roomFixtures(), new URL(request.url).searchParams))),
  http.get(apiUrl('/admin/blocks'), () => HttpResponse.json({ blocks: blockFixtures })),
  http.post<never, RoomBody>(apiUrl('/admin/rooms'), async ({ request }) => HttpResponse.json({ room: saved(100, await request.json()) })),
  http.put<{ id: string }, RoomBody>(apiUrl('/admin/rooms/:id'), async ({ params, request }) =>
    HttpResponse.json({ room: saved(Number(params.id), await request.json()) }),
  ),
  http.post<never, BlockBody>(apiUrl('/admin/blocks'), async ({ request }) =>
    HttpResponse.json({ block: { id: 100, block_name: (await request.json()).block_name.trim() } }),
  ),
  http.put<{ id: string }, BlockBody>(apiUrl('/admin/blocks/:id'), async ({ params, request }) =>
    HttpResponse.json({ block: { id: Number(params.id), block_name: (await request.json()).block_name.trim() } }),
  ),
];
