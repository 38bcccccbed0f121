import { lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { UserAvatar } from './UserAvatar';
import { initialsOf } from './userDisplay';

const UserMenuPopup = lazy(() => import('./UserMenuPopup'));

/** SPEC.md §2 user menu: the signed-in user's picture or initials opening the menu. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const initials = initialsOf(user.name, user.email);

  return (
    <>
      <IconButton
        // The visible initials are part of the name (WCAG 2.5.3, label in name), as a word of
        // their own: axe compares words, and "(SR)" is not the word "SR".
        aria-label={`Open user menu ${initials}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <UserAvatar picture={user.picture} name={user.name} initials={initials} />
      </IconButton>
      <OnceOpened opened={Boolean(anchor)}>
        <UserMenuPopup id="user-menu" user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
