/** At most two initials for the avatar: first and last word of the name, else the e-mail's first letter. */
export function initialsOf(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = picked.map((word) => Array.from(word)[0]).join('');
  return (initials || Array.from(email.trim())[0] || '?').toUpperCase();
}

/** SPEC.md §2 "Help & Support": a mail draft to the support address. */
export function supportMailto(supportEmail: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent('Room Booking Support Request')}`;
}
