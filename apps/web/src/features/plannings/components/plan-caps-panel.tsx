import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanCapValue } from '@tvcm/contracts';
import { useId } from 'react';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';

/** What each cap costs the plan: whether the answer presses against it, and what one step more would add (GRP) or save (yen). */
export function PlanCapsPanel({ caps }: { caps: readonly PlanCapValue[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (caps.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('plannings.caps.heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {caps.map((cap) => (
          <li key={cap.cap}>
            <strong>{t(`plannings.caps.names.${cap.cap}`)}</strong>
            {'：'}
            {cap.binding
              ? `${t('plannings.caps.binding', { step: t(`plannings.caps.steps.${cap.cap}`) })} ${
                  cap.unit === 'grp'
                    ? t('plannings.caps.gainGrp', { gain: formatGrp(cap.gain) })
                    : t('plannings.caps.gainYen', { gain: formatYen(cap.gain) })
                }`
              : t('plannings.caps.notBinding')}
          </li>
        ))}
      </Box>
    </Box>
  );
}
