import { lazy, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { OnceOpened } from './OnceOpened';
import { initialsOf } from './userDisplay';

const UserMenuPopup = lazy(() => import('./UserMenuPopup'));

/** SPEC.md §2 user menu: the signed-in user's picture or initials opening the menu. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user.picture || undefined} alt={user.name} sx={{ width: 34, height: 34, fontSize: 15 }}>
          {initialsOf(user.name, user.email)}
        </Avatar>
      </IconButton>
      <OnceOpened opened={Boolean(anchor)}>
        <UserMenuPopup id="user-menu" user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
