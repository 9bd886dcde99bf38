import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { PublicCompleteView } from '../public-complete-view';

export const ENTRY_COMPLETE_PATH = '/public/pages/entry/complete';

/** What the confirmation page passes along: the account the new user logs in with. */
export interface EntryCompleteState {
  account: string;
}

function accountFrom(state: unknown): string | undefined {
  const account = (state as Partial<EntryCompleteState> | null)?.account;
  return typeof account === 'string' ? account : undefined;
}

/** `/public/pages/entry/complete` (and every address below it), in the minimal view: the entry is done. */
export function EntryCompletePage() {
  const { t } = useTranslation();
  const account = accountFrom(useLocation().state);
  return (
    <PublicCompleteView heading={t('public.entryComplete.heading')}>
      <Typography>{t('public.entryComplete.body')}</Typography>
      {account !== undefined && (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('public.entryComplete.account', { account })}
        </Typography>
      )}
    </PublicCompleteView>
  );
}
