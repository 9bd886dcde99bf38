import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n';
import { formatGrpPoints } from '../format';

/** A shortfall in GRP said in words as well as colour: 「未達」 under what was booked, 「超過」 over it. */
export function Shortfall({ grp, measured }: { grp: number; measured: boolean }) {
  const { t } = useTranslation();
  if (!measured) return <>{t('postBuy.none')}</>;
  const value = formatGrpPoints(Math.abs(grp));
  if (grp > 0)
    return (
      <Box component="span" sx={{ color: 'error.dark', fontWeight: 'bold' }}>
        {t('postBuy.agency.shortfall.under', { value })}
      </Box>
    );
  return <>{t(grp < 0 ? 'postBuy.agency.shortfall.over' : 'postBuy.agency.shortfall.even', { value })}</>;
}
