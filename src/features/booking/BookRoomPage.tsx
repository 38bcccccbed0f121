import Typography from '@mui/material/Typography';

// Placeholder: replaced by the issue that builds this screen.
export default function BookRoomPage() {
  return <Typography variant="h5">Book</Typography>;
}
