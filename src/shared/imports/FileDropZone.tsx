import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface Props {
  /** What to drop, e.g. "a rooms file (.csv)". */
  what: string;
  accept: string;
  onFile: (file: File) => void;
}

/**
 * Drop a file on the zone, or choose one. The control is the native file input (visually
 * hidden, still in the tab order), so a keyboard opens the picker with Enter or Space; its
 * label looks like a button and shows the focus ring while the input has focus.
 */
export function FileDropZone({ what, accept, onFile }: Props) {
  const hintId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" fontSize="large" aria-hidden />
      <Typography id={hintId} sx={{ mb: 1.5 }}>{`Drop ${what} here, or`}</Typography>
      <Button
        component="label"
        variant="contained"
        role={undefined}
        tabIndex={-1}
        sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 } }}
      >
        Choose a file
        <Box
          component="input"
          type="file"
          accept={accept}
          aria-describedby={hintId}
          sx={visuallyHidden}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            const file = input.files?.[0];
            input.value = ''; // choosing the same file again is a new choice
            if (file) onFile(file);
          }}
        />
      </Button>
    </Box>
  );
}
