import {
  BLACKOUT_LIMITS,
  CLOSURE_MESSAGES,
  closureReasonViolation,
  type BlackoutBody,
  type BlackoutScope,
} from '../../contracts/blackouts';
import { badRequest } from '../../shared/errors';
import { parseInstant } from '../../shared/time';

/** A blackout as it will be stored: instants, one scope with exactly its own field, a trimmed reason. */
export interface BlackoutValues {
  starts_at: Date;
  ends_at: Date;
  scope: BlackoutScope;
  block_id: number | null;
  room_ids: number[];
  reason: string;
}

const DAY_MS = 86_400_000;

/**
 * The rules a new blackout obeys before the database is asked anything (400 with a message):
 * real instants with an offset, ending after it starts and in the future, at most
 * BLACKOUT_LIMITS.maxDays long, a reason, and the scope's own field and no other.
 */
export function blackoutValues(body: BlackoutBody, now: Date): BlackoutValues {
  const start = parseInstant(body.starts_at);
  if (!start) throw badRequest(CLOSURE_MESSAGES.badTime('starts_at'));
  const end = parseInstant(body.ends_at);
  if (!end) throw badRequest(CLOSURE_MESSAGES.badTime('ends_at'));
  if (end.getTime() <= start.getTime()) throw badRequest(CLOSURE_MESSAGES.inverted);
  if (end.getTime() - start.getTime() > BLACKOUT_LIMITS.maxDays * DAY_MS) throw badRequest(CLOSURE_MESSAGES.tooLong);
  if (end.getTime() <= now.getTime()) throw badRequest(CLOSURE_MESSAGES.ended);

  const reasonProblem = closureReasonViolation(body.reason);
  if (reasonProblem) throw badRequest(reasonProblem);
  const reason = body.reason.trim();

  const { scope } = body;
  const roomIds = [...new Set(body.room_ids ?? [])].sort((a, b) => a - b);
  if (scope === 'block' && body.block_id === undefined) throw badRequest(CLOSURE_MESSAGES.scopeBlock);
  if (scope === 'rooms' && roomIds.length === 0) throw badRequest(CLOSURE_MESSAGES.scopeRooms);
  const extraBlock = scope !== 'block' && body.block_id !== undefined;
  const extraRooms = scope !== 'rooms' && body.room_ids !== undefined && body.room_ids.length > 0;
  if (extraBlock || extraRooms) throw badRequest(CLOSURE_MESSAGES.scopeExtra(scope));
  return { starts_at: start, ends_at: end, scope, block_id: scope === 'block' ? body.block_id! : null, room_ids: roomIds, reason };
}
