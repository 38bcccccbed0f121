import Typography from '@mui/material/Typography';

// Placeholder: replaced by the issue that builds this screen.
export default function UsersPage() {
  return <Typography variant="h5">Users</Typography>;
}
