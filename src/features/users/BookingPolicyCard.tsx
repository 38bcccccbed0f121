import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from '@shared/toasts';
import type { BookingPolicy } from '@contracts/booking-policies';
import { POLICY_BOUNDS, POLICY_LABELS } from '@contracts/booking-policy';
import { serverMessage } from '@shared/bookings/serverMessage';
import { roleDescription, roleLabel } from '@contracts/role-words';
import { useGetBookingPoliciesQuery, useSaveBookingPolicyMutation } from './api';
import { policyFormOf, policyProblem, policySchema, POLICY_KEYS, toPolicyBody, type PolicyForm } from './bookingPolicy';

/** Issue 15: each booking role's fair-use limits, which super_admin edits; administrators have none. */
export function BookingPolicyCard() {
  const { data: policies = [], isError } = useGetBookingPoliciesQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-policy-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="booking-policy-title" variant="h6" component="h2">
        Booking policy
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Limits for each role whose bookings need approval. Administrators have no limits.
      </Typography>
      {isError && <Alert severity="error">Failed to load the booking policy.</Alert>}
      <Stack spacing={2}>
        {policies.map((policy) => (
          <PolicyRow key={`${policy.role}-${policy.updated_at}`} policy={policy} />
        ))}
      </Stack>
    </Paper>
  );
}

function PolicyRow({ policy }: { policy: BookingPolicy }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveBookingPolicyMutation();
  const { enqueueSnackbar } = useSnackbar();
  const formik = useFormik<PolicyForm>({
    initialValues: policyFormOf(policy),
    validationSchema: policySchema,
    onSubmit: async (form) => {
      setFailure(null);
      try {
        await save({ role: policy.role, body: toPolicyBody(form) }).unwrap();
        enqueueSnackbar(`Booking policy of ${roleLabel(policy.role)} saved`, { variant: 'success' });
      } catch (error) {
        setFailure(serverMessage(error) ?? 'Failed to save the booking policy. Please try again.');
      }
    },
  });
  // The first broken limit, at once as typed (formik's own validation settles a moment later).
  const problem = policyProblem(formik.values);

  return (
    <Stack component="form" aria-label={`Booking policy of ${roleLabel(policy.role)}`} spacing={1} onSubmit={formik.handleSubmit}>
      <div>
        <Typography variant="subtitle2" component="h3">
          {roleLabel(policy.role)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {roleDescription(policy.role)}
        </Typography>
      </div>
      {failure && <Alert severity="error">{failure}</Alert>}
      {/* Issue 35: as many fields a line as fit at their full label's width ("Pending req…" was cut off), one a line on a phone. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))', alignItems: 'start' }}>
        {POLICY_KEYS.map((key) => (
          <TextField
            key={key}
            label={POLICY_LABELS[key]}
            type="number"
            size="small"
            name={key}
            value={formik.values[key]}
            // As typed (formik's handleChange would make a number input's text a number).
            onChange={(e) => formik.setFieldValue(key, e.target.value)}
            onBlur={formik.handleBlur}
            error={problem?.key === key}
            helperText={problem?.key === key ? problem.message : `${POLICY_BOUNDS[key].min}–${POLICY_BOUNDS[key].max}`}
            slotProps={{ htmlInput: { min: POLICY_BOUNDS[key].min, max: POLICY_BOUNDS[key].max, step: 1 } }}
          />
        ))}
      </Box>
      <div>
        <Button type="submit" variant="outlined" disabled={isLoading || problem !== null}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </Stack>
  );
}
