import { useState } from 'react';
import { campusClock } from '@contracts/campus-clock';
import { periodProblem, presetPeriod, type UsagePreset } from '@contracts/usage-period';

/**
 * The chosen period: a preset ending today (campus date), or a custom range checked by
 * the same rule the server applies. `period` is null while the custom range is not valid.
 */
export function usePeriod(tz: string) {
  const today = campusClock(tz).wall(new Date()).date;
  const [preset, setPreset] = useState<UsagePreset>('last-30');
  const [custom, setCustom] = useState(() => presetPeriod('last-30', today));
  const chosen = preset === 'custom' ? custom : presetPeriod(preset, today);
  const problem = !chosen.from || !chosen.to ? 'Choose both dates' : periodProblem(chosen.from, chosen.to);
  return {
    preset,
    // Switching to custom starts from the period shown so far.
    setPreset: (next: UsagePreset) => {
      if (next === 'custom' && preset !== 'custom') setCustom(chosen);
      setPreset(next);
    },
    custom,
    setCustom,
    period: problem ? null : chosen,
    problem,
  };
}
