/**
 * A room's type is its name without the room's own number or code
 * (docs/decisions/0070-statistics-figures.md): "Conference Room 101" and "Conference Room 204" are both "Conference
 * Room", "Computer Lab L42" is "Computer Lab". The name is cut before its first word that
 * holds a digit; a name without one ("Auditorium") is its own type.
 */
export function roomType(roomName: string): string {
  const words = roomName.trim().split(/\s+/);
  const numbered = words.findIndex((word) => /\d/.test(word));
  const kept = numbered === -1 ? words : words.slice(0, numbered);
  return kept.length ? kept.join(' ') : roomName.trim();
}
