import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranslation } from '../../../lib/i18n';

/** The remote-control key, round as on a remote: how viewers and buyers name a channel ("4ch"). */
export function RemoteKeyBadge({ remoteKey }: { remoteKey: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: 48,
        height: 48,
        borderRadius: '50%',
        border: 2,
        borderColor: 'text.primary',
        fontWeight: 'bold',
        typography: 'body2',
      }}
    >
      <VisuallyHidden>{t('stations.remoteKey')}</VisuallyHidden>
      {t('stations.remoteKeyValue', { key: remoteKey })}
    </Box>
  );
}
