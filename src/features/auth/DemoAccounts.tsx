import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import PersonIcon from '@mui/icons-material/Person';
import type { DemoAccount } from '@contracts/auth';

interface Props {
  accounts: DemoAccount[];
  pendingEmail?: string;
  disabled: boolean;
  onSelect: (email: string) => void;
}

/** Demo mode (DESIGN.md §3): one click signs in as a seeded account. */
export function DemoAccounts({ accounts, pendingEmail, disabled, onSelect }: Props) {
  return (
    <Box component="section" aria-labelledby="demo-accounts-title">
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Demo accounts
      </Typography>
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {accounts.map((account) => (
          // A list may hold only list items (axe "list"), so each button sits in one.
          <ListItem key={account.email} disablePadding>
            <ListItemButton disabled={disabled} onClick={() => onSelect(account.email)}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {pendingEmail === account.email ? <CircularProgress size={20} aria-label="Signing in" /> : <PersonIcon />}
              </ListItemIcon>
              <ListItemText primary={account.name} secondary={`${account.email} · ${account.access.join(', ') || 'no roles'}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
