import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanCartsResponse, PlanDetail } from '@tvcm/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { cartPath } from '../paths';

/** The carts made from the plan, each a link, and the lines that could not be added. */
export function PlanCartsResult({ result }: { result: PlanCartsResponse }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="success" role="status">
        {t('plannings.carts.made')}
        <Box component="ul" aria-label={t('plannings.carts.cartsLabel')} sx={{ m: 0, pl: 2.5 }}>
          {result.carts.map((cart) => (
            <li key={`${cart.service}:${cart.id}`}>
              <Link to={cartPath(cart)}>
                {t('plannings.carts.cartName', { name: cart.name, service: t(`plannings.carts.services.${cart.service}`) })}
              </Link>
            </li>
          ))}
        </Box>
      </Alert>
      {result.notAdded.length > 0 && (
        <Alert severity="warning">
          {t('plannings.carts.notAdded', {
            names: result.notAdded.map((line) => line.name).join(t('plannings.carts.listSeparator')),
          })}
        </Alert>
      )}
    </Box>
  );
}

/** The carts made from a saved plan before, newest first, each a link. */
export function PlanCartsMade({ carts }: { carts: PlanDetail['carts'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (carts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('plannings.carts.existing')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {carts.map((cart) => (
          <li key={`${cart.service}:${cart.id}`}>
            <Link to={cartPath(cart)}>
              {t('plannings.carts.cartName', { name: cart.name, service: t(`plannings.carts.services.${cart.service}`) })}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
