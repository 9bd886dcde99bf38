import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CompanyUser } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The confirmations a row leads to; `edit` opens the form instead. */
export type ConfirmedUserAction = 'deactivate' | 'reactivate' | 'passwordReset' | 'resendInvitation';
export type UserAction = 'edit' | ConfirmedUserAction;

/**
 * What can be done to a user as they stand: a reset mail to an active user, the invitation again
 * to an invited one, deactivation of anyone but oneself, reactivation of the deactivated.
 */
export function actionsFor(user: CompanyUser, isSelf: boolean): UserAction[] {
  const actions: UserAction[] = ['edit'];
  if (user.status === 'ACTIVE') actions.push('passwordReset');
  if (user.status === 'INVITED') actions.push('resendInvitation');
  if (user.status === 'DEACTIVATED') actions.push('reactivate');
  else if (!isSelf) actions.push('deactivate');
  return actions;
}

interface UserRowActionsProps {
  user: CompanyUser;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
}

/** One row's actions behind a button named after the user, so each row adds one tab stop. */
export function UserRowActions({ user, isSelf, onAction }: UserRowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('userAdministration.list.actionsFor', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('userAdministration.list.actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsFor(user, isSelf).map((action) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === 'deactivate' ? { color: 'error.main' } : undefined}
          >
            {t(`userAdministration.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
