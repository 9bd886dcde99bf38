import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CartSummary } from '@tvcm/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type CartAction = 'open' | 'rename' | 'duplicate' | 'send' | 'delete';

/** A cart may be sent until it is applied for, and only with something in it. */
export const canSend = (cart: CartSummary) => cart.status !== 'APPLIED' && cart.itemCount > 0;

/** One row's actions behind a button named after the cart, so each row adds one tab stop. */
export function CartRowActions({ cart, onAction }: { cart: CartSummary; onAction: (action: CartAction) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CartAction) => {
    setAnchor(null);
    onAction(action);
  };
  const actions: { action: CartAction; disabled?: boolean }[] = [
    { action: 'open' },
    { action: 'rename' },
    { action: 'duplicate' },
    { action: 'send', disabled: !canSend(cart) },
    { action: 'delete' },
  ];
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('carts.list.actionsFor', { name: cart.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('carts.list.columns.actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map(({ action, disabled }) => (
          <MenuItem
            key={action}
            disabled={disabled ?? false}
            onClick={() => choose(action)}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            {t(`carts.list.actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
