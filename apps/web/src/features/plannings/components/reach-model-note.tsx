import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REACH_MODEL } from '@tvcm/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** How every reach shown was estimated (推定), written out from the contract's model. */
export function ReachModelNote({ digital = true }: { digital?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle2">
        {t('plannings.reachModel.heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        {REACH_MODEL.tvModel === 'betaBinomial' && <li>{t('plannings.reachModel.tv', { rho: REACH_MODEL.tvCorrelation })}</li>}
        {digital && REACH_MODEL.digitalModel === 'poisson' && <li>{t('plannings.reachModel.digital')}</li>}
        {digital && REACH_MODEL.crossMediaModel === 'sainsbury' && <li>{t('plannings.reachModel.cross')}</li>}
      </Box>
    </Box>
  );
}
