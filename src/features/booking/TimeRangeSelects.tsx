import { timeText } from '@contracts/campus-format';
import { SelectField } from '@shared/forms/SelectField';
import { endTimes, START_TIMES } from './free-rooms/freeRoomTimes';

/** The value is the wire's HH:mm; people read the one time format (issue 35). */
const asOption = (time: string) => ({ value: time, label: timeText(time) });

interface Props {
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
}

/** From and To, in quarter hours 09:00 AM–11:00 PM; a new From keeps To when it still follows, else the next quarter hour. */
export function TimeRangeSelects({ start, end, onChange }: Props) {
  return (
    <>
      <SelectField
        label="From"
        value={start}
        options={START_TIMES.map(asOption)}
        onChange={(from) => onChange({ start: from, end: endTimes(from).includes(end) ? end : endTimes(from)[0] })}
        sx={{ minWidth: 130 }}
      />
      <SelectField
        label="To"
        value={end}
        options={endTimes(start).map(asOption)}
        onChange={(to) => onChange({ start, end: to })}
        sx={{ minWidth: 130 }}
      />
    </>
  );
}
