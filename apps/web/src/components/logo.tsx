import Box from '@mui/material/Box';
import { useTranslation } from '../lib/i18n';
// Imported rather than linked from public/: Vite inlines an image this small into the bundle, so
// the logo shows wherever the page's code runs, also on the error page of a server that is away.
import logoUrl from './logo.svg';

interface LogoProps {
  size?: number;
}

export function Logo({ size = 64 }: LogoProps) {
  const { t } = useTranslation();
  return <Box component="img" src={logoUrl} alt={t('app.logoAlt')} width={size} height={size} sx={{ display: 'block' }} />;
}
