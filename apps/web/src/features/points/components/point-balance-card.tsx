import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { FIGURE_SX } from '../../../components/figure';
import { useTranslation } from '../../../lib/i18n';
import { usePointStatus } from '../../../lib/point-status-query';
import { formatPointBalance } from '../format-point-balance';

/**
 * The company's balance, from the same query as the top bar's. A failed call shows the placeholder
 * and no message (SPEC.md §7), so the query's error is never read.
 */
export function PointBalanceCard({ companyCode }: { companyCode: string }) {
  const { t } = useTranslation();
  const status = usePointStatus(companyCode, { enabled: true });
  return (
    <Paper variant="outlined" sx={{ alignSelf: 'flex-start', px: 3, py: 2 }}>
      <Box component="dl" sx={{ m: 0 }}>
        <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 600 }}>
          {t('points.balance')}
        </Box>
        <Box component="dd" sx={{ m: 0, typography: 'h5', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', ...FIGURE_SX }}>
          {formatPointBalance(status.data?.status.balance)}
        </Box>
      </Box>
    </Paper>
  );
}
