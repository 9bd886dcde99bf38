import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { usePointStatus } from '../../../features/points/api/get-point-status';
import { formatPointBalance } from '../../../features/points/format-point-balance';

/**
 * The company's point balance with its "P" badge. A failed status call shows the placeholder and
 * no message (SPEC.md §7), which is why the query's error is never read here.
 */
export function PointBalance({ companyCode }: { companyCode: string }) {
  const { t } = useTranslation();
  const status = usePointStatus(companyCode, { enabled: true });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 22,
          height: 22,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: 12,
          fontWeight: 'bold',
        }}
      >
        {t('shell.pointBadge')}
      </Box>
      <Typography component="span" variant="body2" sx={{ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }}>
        <VisuallyHidden>{t('shell.pointBalance')}</VisuallyHidden>
        {formatPointBalance(status.data?.status.balance)}
      </Typography>
    </Box>
  );
}
