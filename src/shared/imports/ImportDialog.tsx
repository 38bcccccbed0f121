import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ImportKind } from '@contracts/import-columns';
import { useNarrow } from '@shared/layout/useNarrow';
import { ImportWizard } from './ImportWizard';
import { PastImports } from './PastImports';
import { KIND_TEXTS } from './texts';
import { useImportWizard } from './useImportWizard';
import { WizardActions } from './WizardActions';

type View = 'new' | 'past';

/**
 * An import's dialog: the wizard, and the screen's past imports as a second tab (the wizard stays
 * mounted behind it, so switching keeps its step). It cannot be closed while a file is being
 * checked or imported.
 */
export default function ImportDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const id = useId();
  const [view, setView] = useState<View>('new');
  const wizard = useImportWizard(kind);
  const close = wizard.running ? undefined : onClose;
  const tab = (value: View, label: string) => (
    <Tab value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}`} />
  );
  const panel = (value: View) => ({
    role: 'tabpanel',
    id: `${id}-${value}`,
    'aria-labelledby': `${id}-${value}-tab`,
    hidden: view !== value,
  });
  return (
    <Dialog open onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="md" fullScreen={useNarrow()}>
      <DialogTitle id={`${id}-title`}>{KIND_TEXTS[kind].title}</DialogTitle>
      <Tabs
        value={view}
        onChange={(_e, value: View) => setView(value)}
        aria-label="Import"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tab('new', 'New import')}
        {tab('past', 'Past imports')}
      </Tabs>
      <DialogContent sx={{ pt: 2 }}>
        <Box {...panel('new')} sx={{ pt: 2 }}>
          <ImportWizard kind={kind} wizard={wizard} />
        </Box>
        <Box {...panel('past')} sx={{ pt: 2 }}>
          {view === 'past' && <PastImports kind={kind} />}
        </Box>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={wizard.running} sx={{ mr: 'auto' }}>
          Close
        </Button>
        {view === 'new' && <WizardActions kind={kind} wizard={wizard} />}
      </DialogActions>
    </Dialog>
  );
}
