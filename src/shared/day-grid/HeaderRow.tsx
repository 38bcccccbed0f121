import { memo } from 'react';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';
import { timeText } from '@contracts/campus-format';
import { slotStart } from '@shared/bookings/daySlots';

const HOURS = Array.from({ length: DAY_SLOT_COUNT / 4 }, (_, i) => i * 4);

/** The hours across the top (each over its four quarter hours), kept in view while the rooms scroll. */
export const HeaderRow = memo(function HeaderRow() {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className="dg-row dg-head">
        <div role="columnheader" className="dg-corner" aria-colindex={1}>
          Room
        </div>
        {HOURS.map((slot) => (
          <div key={slot} role="columnheader" aria-colindex={slot + 2} aria-colspan={4} style={{ gridColumn: 'span 4' }}>
            {timeText(slotStart(slot))}
          </div>
        ))}
      </div>
    </div>
  );
});
