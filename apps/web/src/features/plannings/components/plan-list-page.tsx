import '../catalogue';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PlanSummary, planListQuerySchema } from '@tvcm/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { PagedList } from '../../../components/paged-list';
import { useAreas } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { showToast } from '../../../lib/toasts';
import { useDownloadPlan } from '../api/download-plan';
import { useDownloadPlanList } from '../api/download-plan-list';
import { useDuplicatePlan } from '../api/duplicate-plan';
import { usePlans } from '../api/get-plans';
import { PLAN_PATHS, planPath } from '../paths';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanListFilters } from './plan-list-filters';
import { PlanListTable } from './plan-list-table';
import type { PlanAction } from './plan-row-actions';

/**
 * `/agency/plannings` プラン一覧: the company's plans, most recently updated first unless the
 * address says otherwise. Filters, search, sort and page live in the address; the API filters and
 * pages. Each row opens, copies, saves as Excel or deletes its plan.
 */
export function PlanListPage() {
  const { t } = useTranslation();
  const title = t('plannings.list.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { query, setQuery, params } = useListFilters(planListQuerySchema);
  const list = usePlans(query);
  const areas = useAreas();
  const duplicate = useDuplicatePlan();
  const downloadList = useDownloadPlanList();
  const downloadPlan = useDownloadPlan();
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const filtered = Object.entries(query).some(([key, value]) => !['sort', 'order', 'page'].includes(key) && value !== undefined);

  const act = (plan: PlanSummary, action: PlanAction) => {
    if (action === 'open') void navigate(planPath(plan.id));
    else if (action === 'duplicate')
      duplicate.mutate(plan.id, {
        onSuccess: (copy) => showToast('success', t('plannings.list.duplicated', { name: copy.name })),
      });
    else if (action === 'download')
      void downloadPlan
        .mutateAsync({ planId: plan.id, fallbackFileName: t('plannings.list.planFileName') })
        .catch(() => undefined);
    else setDeleting(plan);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {list.data && list.data.total > 0 && (
            <DownloadButton
              label={t('plannings.list.download')}
              pendingLabel={t('plannings.list.downloading')}
              onClick={() => downloadList.mutateAsync({ query, fallbackFileName: t('plannings.list.fileName') })}
            />
          )}
          <Button component={Link} to={PLAN_PATHS.edit} variant="contained">
            {t('plannings.list.create')}
          </Button>
        </Stack>
      </Stack>
      <PlanListFilters
        // Each address starts the form from its own filters (the back button, 「クリア」).
        key={params.toString()}
        query={query}
        areas={areas.data?.areas ?? []}
        onApply={(filters, clear) => setQuery({ ...filters, sort: query.sort, order: query.order }, { replace: clear })}
      />
      <PagedList
        data={list.data}
        error={list.error}
        emptyText={t(filtered ? 'plannings.list.noMatch' : 'plannings.list.empty')}
        onPageChange={(page) => setQuery({ page })}
      >
        {(data) => (
          <PlanListTable
            plans={data.items}
            sort={query.sort}
            order={query.order}
            onSortChange={(sort, order) => setQuery({ sort, order })}
            onAction={act}
          />
        )}
      </PagedList>
      {deleting && <DeletePlanDialog key={deleting.id} plan={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
