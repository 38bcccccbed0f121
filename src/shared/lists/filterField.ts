/** One text filter of a FilterPanel (and its chip in ActiveFilterChips). */
export interface FilterField<K extends string> {
  key: K;
  /** The text field's label, e.g. "Name". */
  label: string;
  /** The chip's prefix, e.g. "Name:". */
  chip: string;
  placeholder?: string;
}
