import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { badgeStateOf } from '../../../features/shell/menu/menu-badge';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { NotificationBadge } from '../../shell/notification-badge';
import { PlaygroundSection } from './playground-section';

/** One sample per colour; each is captioned with the sentence its badge speaks. */
const BADGE_SAMPLES = [
  badgeStateOf(['unpurchasedCart']),
  badgeStateOf(['receivedCart']),
  badgeStateOf(['unpurchasedCart', 'receivedCart']),
].filter((state) => state !== null);

/** `/playground`: the shell's building blocks side by side, for developers. */
export function PlaygroundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('playground.title'));
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('playground.title')}
        </Typography>
        <Typography color="text.secondary">{t('playground.lead')}</Typography>
        <Link component={RouterLink} to="/playground/examples">
          {t('playground.toExamples')}
        </Link>
      </Stack>
      <PlaygroundSection title={t('playground.buttons')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained">{t('playground.primaryButton')}</Button>
          <Button variant="outlined">{t('playground.secondaryButton')}</Button>
          <Button>{t('playground.textButton')}</Button>
          <Button variant="contained" disabled>
            {t('playground.disabledButton')}
          </Button>
        </Stack>
      </PlaygroundSection>
      <PlaygroundSection title={t('playground.badges')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {BADGE_SAMPLES.map((state) => (
            <Box component="li" key={state.colour} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <NotificationBadge state={state} decorative />
              <Typography variant="body2">
                <code>{state.colour}</code> {state.signals.map((signal) => t(`menu.badges.${signal}`)).join('')}
              </Typography>
            </Box>
          ))}
        </Box>
      </PlaygroundSection>
    </Stack>
  );
}
