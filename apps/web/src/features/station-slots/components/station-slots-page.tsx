import '../catalogue';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { PAGE_TABS, type PageTab, pageTabOf, TAB_PARAM } from '../page-tabs';
import { HistoryTab } from './history-tab';
import { ImportTab } from './import-tab';
import { SlotsTab } from './slots-tab';

const PANELS: Record<PageTab, () => ReactNode> = {
  import: () => <ImportTab />,
  slots: () => <SlotsTab />,
  history: () => <HistoryTab />,
};

/**
 * `/station/import_cm` (CM枠管理 › テレビCM): the station's own inventory in three tabs, the active
 * one in the address: importing a CSV of programmes and slots, the list of its slots with their
 * edits, and the history of its imports.
 */
export function StationSlotsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('stationSlots.heading'));
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const active = pageTabOf(params);
  // A tab once opened stays mounted while hidden, so a chosen file and its preview survive a look
  // at the history.
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

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('stationSlots.heading')}
        </Typography>
        <Typography color="text.secondary">{t('stationSlots.lead')}</Typography>
      </Stack>
      <Box>
        <Tabs
          value={active}
          onChange={(_, tab: PageTab) => select(tab)}
          aria-label={t('stationSlots.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PAGE_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`stationSlots.tabs.${tab}`)} id={tabId(tab)} aria-controls={panelId(tab)} />
          ))}
        </Tabs>
        {PAGE_TABS.map((tab) => (
          <Box key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== active} sx={{ pt: 3 }}>
            {visited.has(tab) && PANELS[tab]()}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
