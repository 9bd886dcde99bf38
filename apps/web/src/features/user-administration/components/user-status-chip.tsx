import Chip, { type ChipProps } from '@mui/material/Chip';
import type { UserStatus } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

// Colours whose text keeps a 4.5:1 contrast filled or outlined (MUI's info and warning do not).
const COLOURS: Record<UserStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  INVITED: 'primary',
  DEACTIVATED: 'default',
};

/** Whether the user can log in, in words; the colour is only a second cue. */
export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={t(`userAdministration.statuses.${status}`)}
    />
  );
}
