import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Room } from '@contracts/booking';

/** The room's picture and facts (SPEC.md "View Room" dialog). */
export function ViewRoomDialog({ room, open, onClose }: { room: Room; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`view-room-${room.id}`}>
      <DialogTitle id={`view-room-${room.id}`}>{room.room_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {room.image ? (
            <Box
              component="img"
              src={room.image}
              alt={room.room_name}
              sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Box sx={{ p: 4, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography color="text.secondary">Image not available</Typography>
            </Box>
          )}
          <RoomFacts room={room} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Block, capacity and features; the hover preview shows the same. */
export function RoomFacts({ room }: { room: Room }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Block: {room.block_name}</Typography>
      <Typography variant="body2">{room.capacity ? `capacity ${room.capacity} people` : 'capacity not listed'}</Typography>
      {room.features.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {room.features.map((f) => (
            <Chip key={f} label={f} size="small" variant="outlined" />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No features listed
        </Typography>
      )}
    </Stack>
  );
}
