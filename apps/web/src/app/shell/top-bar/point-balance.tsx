import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { FIGURE_SX } from '../../../components/figure';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatPointBalance } from '../../../features/points/format-point-balance';
import { isFailingUpdate, useServerAway } from '../../../lib/failing-update';
import { useTranslation } from '../../../lib/i18n';
import { POINTS_PATH, usePointStatus } from '../../../lib/point-status-query';

/**
 * The company's point balance with its "P" badge, a link to the points page (named 保有ポイント
 * and the amount). A failed status call shows the placeholder and no message (SPEC.md §7), which
 * is why the query's error is never read here. A balance shown that could not be refreshed (its
 * call failed, or the server is away) is faded and says so in its name and tooltip, still no toast.
 */
export function PointBalance({ companyCode }: { companyCode: string }) {
  const { t } = useTranslation();
  const status = usePointStatus(companyCode, { enabled: true });
  const serverAway = useServerAway();
  const balance = status.data?.status.balance;
  const outOfDate =
    balance !== undefined &&
    (serverAway || isFailingUpdate({ data: status.data, status: status.status, fetchFailureCount: status.failureCount }));
  return (
    <Box
      component={Link}
      to={POINTS_PATH}
      data-out-of-date={outOfDate || undefined}
      title={outOfDate ? t('serverAway.outOfDate') : undefined}
      sx={{
        // Faded by colour, not by opacity, so the amount keeps its contrast (4.5:1 and more).
        '& .point-balance-badge': { filter: outOfDate ? 'grayscale(1)' : 'none' },
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 0.5,
        '&:hover .point-balance-amount': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        className="point-balance-badge"
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
      <Typography
        component="span"
        variant="body2"
        className="point-balance-amount"
        sx={{
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
          color: outOfDate ? 'text.secondary' : 'inherit',
          ...FIGURE_SX,
        }}
      >
        <VisuallyHidden>{t('shell.pointBalance')}</VisuallyHidden>
        {formatPointBalance(balance)}
        {outOfDate && <VisuallyHidden>{`（${t('serverAway.outOfDate')}）`}</VisuallyHidden>}
      </Typography>
    </Box>
  );
}
