import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportKind } from '@contracts/import-columns';
import { IMPORT_TITLES } from './titles';

// The wizard's code loads when it is first opened, not with the screen.
const ImportDialog = lazy(() => import('./ImportDialog'));

/** "Import rooms" / "Import users" / "Import timetable": the screen's entry to the import wizard. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {IMPORT_TITLES[kind]}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
