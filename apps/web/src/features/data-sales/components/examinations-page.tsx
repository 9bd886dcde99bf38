import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_LICENCE_STATES, type DataLicenceState, type DataPurchase, dataPurchasesQuerySchema } from '@tvcm/contracts';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useExaminations } from '../api/get-examinations';
import { ExaminationDialog } from './examination-dialog';
import { ExaminationsTable } from './examinations-table';
import { ListFilterForm } from './list-filter-form';

/**
 * `/data_sales/sales/examinations` (ターゲットデータ販売審査): purchases of the company's segments,
 * filtered, sorted and paged in the address; one waiting for examination is approved or returned
 * in a dialog.
 */
export function ExaminationsPage() {
  const { t } = useTranslation();
  const title = t('dataSales.examinations.heading');
  useDocumentTitle(title);
  const { query, setQuery, params } = useListFilters(dataPurchasesQuerySchema);
  const list = useExaminations(query);
  const [examining, setExamining] = useState<DataPurchase | null>(null);
  const filtered = query.q !== undefined || query.state !== undefined;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.examinations.lead')}
      </Typography>
      <ListFilterForm
        key={params.toString()}
        label={t('dataSales.examinations.filtersLabel')}
        searchPlaceholder={t('dataSales.examinations.searchPlaceholder')}
        choiceLabel={t('dataSales.examinations.state')}
        choices={DATA_LICENCE_STATES.map((state) => ({ value: state, label: t(`targetDataTerms.licenceStates.${state}`) }))}
        initial={{ q: query.q ?? '', choice: query.state ?? '' }}
        onApply={(values, clear) =>
          setQuery(
            {
              q: values.q || undefined,
              state: (values.choice || undefined) as DataLicenceState | undefined,
              sort: query.sort,
              order: query.order,
            },
            { replace: clear },
          )
        }
      />
      <PagedList
        data={list.data}
        error={list.error}
        emptyText={t(filtered ? 'dataSales.examinations.noMatch' : 'dataSales.examinations.empty')}
        onPageChange={(page) => setQuery({ page })}
      >
        {(data) => (
          <ExaminationsTable
            purchases={data.purchases}
            sort={query.sort}
            order={query.order}
            onSort={(sort, order) => setQuery({ sort, order })}
            onExamine={setExamining}
          />
        )}
      </PagedList>
      {examining && <ExaminationDialog purchase={examining} onClose={() => setExamining(null)} />}
    </Stack>
  );
}
