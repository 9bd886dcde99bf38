import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SlotImportCounts } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../format';

export const COUNT_KINDS = ['created', 'changed', 'unchanged', 'skipped'] as const satisfies readonly (keyof SlotImportCounts)[];

/** What an import does to the slots, as four figures: new, changed, unchanged and left out. */
export function ImportCounts({ counts }: { counts: SlotImportCounts }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1.5, m: 0 }}>
      {COUNT_KINDS.map((kind) => (
        <Box
          key={kind}
          sx={{
            px: 2,
            py: 1.5,
            border: 1,
            borderRadius: 1,
            borderColor: kind === 'skipped' && counts.skipped > 0 ? 'warning.dark' : 'divider',
            bgcolor: 'background.default',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`stationSlots.preview.counts.${kind}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {t('stationSlots.preview.countValue', { value: formatCount(counts[kind]) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
