import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { StationArea } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

export const areaTabId = (prefix: string, code: string) => `${prefix}-area-tab-${code}`;
export const areaPanelId = (prefix: string, code: string) => `${prefix}-area-panel-${code}`;

interface AreaTabsProps {
  /** Makes the tabs' and the panel's ids unique on the page. */
  idPrefix: string;
  areas: StationArea[];
  value: string;
  onChange: (code: string) => void;
}

/** One tab per area; the arrow keys move between them (the tablist pattern), and the page shows the chosen area's panel. */
export function AreaTabs({ idPrefix, areas, value, onChange }: AreaTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_, code: string) => onChange(code)}
      aria-label={t('stations.areaTabs')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {areas.map((area) => (
        <Tab
          key={area.code}
          value={area.code}
          label={area.name}
          id={areaTabId(idPrefix, area.code)}
          aria-controls={areaPanelId(idPrefix, area.code)}
        />
      ))}
    </Tabs>
  );
}
