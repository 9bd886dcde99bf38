import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListOrder } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranslation } from '../../../lib/i18n';

interface SortHeaderProps<Sort extends string> {
  /** The list's sort this column stands for, or none when it does not sort. */
  sort?: Sort;
  current: Sort;
  order: ListOrder;
  onSort: (sort: Sort, order: ListOrder) => void;
  numeric?: boolean;
  children: ReactNode;
}

/** A column heading that sorts the list on the server: a first click sorts descending, a second ascending. */
export function SortHeader<Sort extends string>({ sort, current, order, onSort, numeric, children }: SortHeaderProps<Sort>) {
  const { t } = useTranslation();
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
          {active && (
            <VisuallyHidden>{t(order === 'asc' ? 'dataSales.list.sortedAsc' : 'dataSales.list.sortedDesc')}</VisuallyHidden>
          )}
        </TableSortLabel>
      ) : (
        children
      )}
    </TableCell>
  );
}
