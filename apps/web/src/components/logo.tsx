import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;

interface LogoProps {
  size?: number;
}

export function Logo({ size = 64 }: LogoProps) {
  const { t } = useTranslation();
  return <Box component="img" src={LOGO_URL} alt={t('app.logoAlt')} width={size} height={size} sx={{ display: 'block' }} />;
}
