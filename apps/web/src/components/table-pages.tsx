import TablePagination from '@mui/material/TablePagination';
import { addCataloguePart, useTranslation } from '../lib/i18n';
import tablePagesCatalogue from '../locales/ja/table-pages.json';

declare module '../lib/i18n' {
  interface CatalogueParts {
    'table-pages': typeof tablePagesCatalogue;
  }
}

// The labels arrive with the lists that page, not with every page's first load.
addCataloguePart(tablePagesCatalogue);

interface TablePagesProps {
  total: number;
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The page controls under a list the API hands out a page at a time, at its one page size. */
export function TablePages({ total, page, pageSize, onPageChange }: TablePagesProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      labelRowsPerPage={t('tablePages.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('tablePages.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`tablePages.pages.${type}`)}
    />
  );
}
