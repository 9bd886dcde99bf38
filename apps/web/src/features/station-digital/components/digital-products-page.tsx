import '../catalogue';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { DigitalProductKind } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { DIGITAL_PAGE_PATHS } from '../kinds';
import { HistoryTab } from './history-tab';
import { ImportTab } from './import-tab';
import { ProductsTab } from './products-tab';

/** The page's tabs, in order; the address names the active one (`?tab=products`), the import tab by default. */
export const PAGE_TABS = ['import', 'products', 'history'] as const;
type PageTab = (typeof PAGE_TABS)[number];
const TAB_PARAM = 'tab';

const kindOfPath = (pathname: string): DigitalProductKind =>
  pathname.startsWith(DIGITAL_PAGE_PATHS.ONEDAY) ? 'ONEDAY' : 'STREAMING';

/**
 * `/station/import_cu` (CM枠管理 › 配信サービス) and `/station/import_oneday` (CM枠管理 ›
 * デジタル1day): the station's own products of the kind in three tabs, the active one in the
 * address: importing a file, the list with its edits, and the history of the imports.
 */
export function DigitalProductsPage() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  // Each kind is its own page: nothing of one (a chosen file, a visited tab) carries over to the other.
  return <KindPage key={kind} kind={kind} />;
}

function KindPage({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`stationDigital.headings.${kind}`));
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const active = PAGE_TABS.find((tab) => tab === params.get(TAB_PARAM)) ?? 'import';
  // A tab once opened stays mounted while hidden, so a chosen file and its preview survive a look at the history.
  const [visited, setVisited] = useState<ReadonlySet<PageTab>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const select = (tab: PageTab) => {
    const next = new URLSearchParams(params);
    if (tab === 'import') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, tab);
    setParams(next);
  };
  const tabId = (tab: PageTab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: PageTab) => `${idPrefix}-panel-${tab}`;
  const panels = {
    import: () => <ImportTab kind={kind} />,
    products: () => <ProductsTab kind={kind} />,
    history: () => <HistoryTab kind={kind} />,
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t(`stationDigital.headings.${kind}`)}
        </Typography>
        <Typography color="text.secondary">{t(`stationDigital.leads.${kind}`)}</Typography>
      </Stack>
      <Box>
        <Tabs
          value={active}
          onChange={(_, tab: PageTab) => select(tab)}
          aria-label={t('stationDigital.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PAGE_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`stationDigital.tabs.${tab}`)} id={tabId(tab)} aria-controls={panelId(tab)} />
          ))}
        </Tabs>
        {PAGE_TABS.map((tab) => (
          <Box key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== active} sx={{ pt: 3 }}>
            {visited.has(tab) && panels[tab]()}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
