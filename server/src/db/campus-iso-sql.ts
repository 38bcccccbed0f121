import { sql, type RawBuilder } from 'kysely';
import type { OffsetPiece } from '../shared/campus-offsets';

const pad = (n: number) => String(n).padStart(2, '0');

/** "+05:30", "-08:00": the offset as the campus clock's ISO text ends (contracts/campus-clock.ts). */
export function offsetSuffix(offsetSeconds: number): string {
  const minutes = Math.abs(offsetSeconds) / 60;
  return `${offsetSeconds < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** One piece's text: the UTC wall time moved by the offset, to the second (fractions cut, as the clock does). */
const pieceIso = (t: RawBuilder<Date>, piece: OffsetPiece) =>
  sql<string>`to_char(${t} at time zone 'UTC' + ${`${piece.offsetSeconds} seconds`}::interval, 'YYYY-MM-DD"T"HH24:MI:SS') || ${offsetSuffix(piece.offsetSeconds)}::text`;

/**
 * SQL text of instant `t` exactly as toCampusIso writes it (2026-01-05T10:00:00+05:30), for
 * answers the database writes whole. The offsets come from the campus clock (`offsetPieces`
 * over every instant `t` may take): a constant where the zone has no clock changes, else a
 * `case` over the changes. The database's own time-zone rules are not consulted, so its
 * tzdata and the server's can never disagree.
 */
export function campusIsoSql(t: RawBuilder<Date>, pieces: readonly OffsetPiece[]): RawBuilder<string> {
  const [first, ...changes] = pieces;
  if (!changes.length) return pieceIso(t, first);
  let before = first;
  const branches = changes.map((piece) => {
    const branch = sql`when ${t} < ${new Date(piece.fromMs)}::timestamptz then ${pieceIso(t, before)}`;
    before = piece;
    return branch;
  });
  return sql<string>`(case ${sql.join(branches, sql` `)} else ${pieceIso(t, before)} end)`;
}
