import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

export const STEPS = ['Choose a file', 'Preview', 'Import'] as const;

/** The three steps as an ordered list, the current one marked, and announced when it changes. */
export function WizardStepper({ active, finished }: { active: number; finished: boolean }) {
  return (
    <>
      <Stepper activeStep={active} alternativeLabel component="ol" aria-label="Import steps" sx={{ p: 0, m: 0, mb: 2 }}>
        {STEPS.map((label, i) => (
          <Step key={label} component="li" completed={i < active || finished} aria-current={i === active ? 'step' : undefined}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box role="status" sx={visuallyHidden}>{`Step ${active + 1} of ${STEPS.length}: ${STEPS[active]}`}</Box>
    </>
  );
}

/**
 * A step's heading. A step after the first takes focus when it shows, so a keyboard user whose
 * button has just gone (Import, Choose another file) goes on from the top of the new step.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography ref={ref} variant="h6" component="h3" tabIndex={-1} sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
      {children}
    </Typography>
  );
}
