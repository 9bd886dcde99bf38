import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryFallback } from './query-fallback';
import { TablePages } from './table-pages';

interface ListPage {
  total: number;
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
}

interface PagedListProps<Page extends ListPage> {
  /** The page from the list's query, undefined until it has arrived. */
  data: Page | undefined;
  error: unknown;
  /** Said in place of the table when the list is empty: nothing yet, or nothing the filters match. */
  emptyText: string;
  onPageChange: (page: number) => void;
  /** The table of the page's rows. */
  children: (page: Page) => ReactNode;
}

/**
 * A list the API hands out a page at a time: the query's fallback until it arrives, a status line
 * when there is nothing to show (so a screen reader hears it), else the table with its page controls.
 */
export function PagedList<Page extends ListPage>({ data, error, emptyText, onPageChange, children }: PagedListProps<Page>) {
  if (!data) return <QueryFallback error={error} />;
  if (data.total === 0) return <Typography role="status">{emptyText}</Typography>;
  return (
    <Stack spacing={0}>
      {children(data)}
      <TablePages total={data.total} page={data.page} pageSize={data.pageSize} onPageChange={onPageChange} />
    </Stack>
  );
}
