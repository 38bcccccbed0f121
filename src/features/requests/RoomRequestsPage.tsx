import Typography from '@mui/material/Typography';

// Placeholder: replaced by the issue that builds this screen.
export default function RoomRequestsPage() {
  return <Typography variant="h5">Room</Typography>;
}
