import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PlanSummary } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type PlanAction = 'open' | 'duplicate' | 'download' | 'delete';

const ACTIONS: readonly PlanAction[] = ['open', 'duplicate', 'download', 'delete'];

/** One row's actions behind a button named after the plan, so each row adds one tab stop. */
export function PlanRowActions({ plan, onAction }: { plan: PlanSummary; onAction: (action: PlanAction) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: PlanAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('plannings.list.actionsFor', { name: plan.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('plannings.list.columns.actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
            {t(`plannings.list.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
