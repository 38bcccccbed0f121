import { useState } from 'react';
import Box from '@mui/material/Box';

const circle = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 34,
  height: 34,
  fontSize: 15,
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
} as const;
// MUI's grey initials avatar fails contrast in both themes; the primary colour passes.
const initialsColours = {
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
} as const;
const image = { width: '100%', height: '100%', textAlign: 'center', objectFit: 'cover', color: 'transparent', textIndent: 10000 } as const;

/**
 * The user menu's picture, or the initials when there is none or it fails to load, drawn as
 * MUI's Avatar draws them: in the top bar of every signed-in page, where Avatar's own code is
 * about 1 kB gzip (docs/decisions/0266).
 */
export function UserAvatar({ picture, name, initials }: { picture: string; name: string; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = picture && failed !== picture;
  return (
    <Box sx={[circle, (theme) => ({ fontFamily: theme.typography.fontFamily }), !shown && initialsColours]}>
      {shown ? <Box component="img" src={picture} alt={name} onError={() => setFailed(picture)} sx={image} /> : initials}
    </Box>
  );
}
