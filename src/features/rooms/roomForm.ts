import * as yup from 'yup';
import type { RoomBody } from '@contracts/admin-rooms';
import { yupErrors } from '@shared/forms/yupErrors';
import type { Room } from '@contracts/booking';

/** SPEC.md §3: the quick-add choices of the room form. */
export const PREDEFINED_FEATURES = ['Guest WiFi', 'Projector', 'Screen', 'In Built Microphone and webcam', 'Whiteboard', 'Board'];
export const PREDEFINED_ACCESS = ['Student', 'Faculty', 'Staff'];

export interface RoomForm {
  room_name: string;
  /** 0 means no block chosen (SPEC.md §5). */
  block_id: number;
  /** As typed; blank means no capacity. */
  capacity: string;
  features: string[];
  access: string[];
  image: string;
  /** Issue 32: "Require check-in", off by default. */
  check_in_required: boolean;
}

export const EMPTY_ROOM_FORM: RoomForm = {
  room_name: '',
  block_id: 0,
  capacity: '',
  features: [],
  access: [],
  image: '',
  check_in_required: false,
};

export const toRoomForm = (room: Room & { check_in_required?: boolean }): RoomForm => ({
  room_name: room.room_name,
  block_id: room.block_id,
  capacity: room.capacity === null ? '' : String(room.capacity),
  features: [...room.features],
  access: [...room.access],
  image: room.image ?? '',
  check_in_required: room.check_in_required ?? false,
});

export const ROOM_FORM_MESSAGES = {
  name: 'Room name is required',
  block: 'Please select a block',
  capacity: 'Capacity must be a positive number',
} as const;

/** SPEC.md §5 room form rules; capacity must also be whole, as the server stores it. */
export const roomSchema = yup.object({
  room_name: yup.string().trim().required(ROOM_FORM_MESSAGES.name),
  block_id: yup.number().notOneOf([0], ROOM_FORM_MESSAGES.block),
  capacity: yup.string().test('positive', ROOM_FORM_MESSAGES.capacity, (value = '') => {
    const capacity = value.trim();
    return !capacity || (Number.isInteger(Number(capacity)) && Number(capacity) > 0);
  }),
});

export const validateRoomForm = (form: RoomForm) => yupErrors(roomSchema, form);

/** A label list with `value` added: trimmed, and nothing added when blank or already there (any letter case). */
export function addLabel(list: readonly string[], value: string): string[] {
  const label = value.trim();
  if (!label || list.some((l) => l.toLowerCase() === label.toLowerCase())) return [...list];
  return [...list, label];
}

/** What the server receives: trimmed name and image, blank image and capacity left out. */
export function toRoomBody(form: RoomForm): RoomBody {
  const image = form.image.trim();
  const capacity = form.capacity.trim();
  return {
    room_name: form.room_name.trim(),
    block_id: form.block_id,
    features: form.features,
    access: form.access,
    check_in_required: form.check_in_required,
    ...(capacity ? { capacity: Number(capacity) } : {}),
    ...(image ? { image } : {}),
  };
}
