import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Booker } from '@contracts/bookers';
import { useGetBookersQuery } from './bookersApi';

/** Letters typed before the picker asks the server. */
const MIN_SEARCH = 2;

export const BOOK_FOR_HINT = 'Leave empty to book for yourself; the booking is theirs and they are told.';

interface Props {
  value: Booker | null;
  onChange(booker: Booker | null): void;
}

/** Issue 35: an administrator's "Book for" person picker (Book a Room, the recurring form). */
export function BookForPicker({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useGetBookersQuery(search.trim(), { skip: search.trim().length < MIN_SEARCH });
  return (
    <Autocomplete
      size="small"
      value={value}
      onChange={(_e, booker) => onChange(booker)}
      inputValue={search}
      onInputChange={(_e, text) => setSearch(text)}
      options={data?.bookers ?? []}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(b) => `${b.name} (${b.email})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={search.trim().length < MIN_SEARCH ? 'Type a name or e-mail' : 'Nobody found'}
      renderInput={(params) => <TextField {...params} label="Book for" helperText={BOOK_FOR_HINT} />}
    />
  );
}
