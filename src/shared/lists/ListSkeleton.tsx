import { useNarrow } from '@shared/layout/useNarrow';
import { CardSkeletons } from './CardSkeletons';
import { ListTable } from './ListTable';

interface Props {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: number;
}

/**
 * A list's loading state — skeleton cards on a phone, the table's header and skeleton rows on a
 * wide screen — as ListCards and ListTable draw it: the fallback of a list whose rows' code loads
 * beside its data (docs/decisions/0260).
 */
export function ListSkeleton({ label, columns, rows }: Props) {
  const narrow = useNarrow();
  if (narrow) return <CardSkeletons rows={rows} />;
  return (
    <ListTable label={label} columns={columns} loading skeletonRows={rows} isEmpty={false} emptyText="">
      {null}
    </ListTable>
  );
}
