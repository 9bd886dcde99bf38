import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListOrder } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface SortHeaderProps<Sort extends string> {
  /** The list's sort this column stands for, or none when it does not sort. */
  sort?: Sort;
  current: Sort;
  order: ListOrder;
  onSort: (sort: Sort, order: ListOrder) => void;
  numeric?: boolean;
  /** Said after the heading of the column sorted by, for `order` (each page words its own). */
  sortedLabel: string;
  children: ReactNode;
}

/** A column heading that sorts the list on the server: a first click sorts descending, a second ascending. */
export function SortHeader<Sort extends string>({
  sort,
  current,
  order,
  onSort,
  numeric,
  sortedLabel,
  children,
}: SortHeaderProps<Sort>) {
  const active = sort !== undefined && sort === current;
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      sortDirection={active ? order : false}
      sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
    >
      {sort ? (
        <TableSortLabel
          active={active}
          direction={active ? order : 'desc'}
          onClick={() => onSort(sort, active && order === 'desc' ? 'asc' : 'desc')}
        >
          {children}
          {active && <VisuallyHidden>{sortedLabel}</VisuallyHidden>}
        </TableSortLabel>
      ) : (
        children
      )}
    </TableCell>
  );
}
