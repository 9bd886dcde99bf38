import Chip, { type ChipProps } from '@mui/material/Chip';
import type { DataLicenceState } from '@tvcm/contracts';
import { useTranslation } from '../lib/i18n';

// The name is the cue, the colour a second one; each keeps 4.5:1 filled or outlined.
const COLOURS: Record<DataLicenceState, ChipProps['color']> = {
  EXAMINING: 'primary',
  IN_USE: 'success',
  EXPIRED: 'default',
  RETURNED: 'error',
};

/** A data purchase, as both the buyer and the data company see it: 審査中・利用中・期限切れ・差戻し. */
export function LicenceStateChip({ state }: { state: DataLicenceState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={state === 'EXPIRED' || state === 'EXAMINING' ? 'outlined' : 'filled'}
      color={COLOURS[state]}
      label={t(`targetDataTerms.licenceStates.${state}`)}
    />
  );
}
