import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrialCompany } from '@tvcm/contracts';
import { useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useTrialPermissions } from '../api/get-trial-permissions';
import { GrantDialog } from './grant-dialog';
import { HistoryDialog } from './history-dialog';
import { RevokeDialog } from './revoke-dialog';
import { TrialCompaniesTable } from './trial-companies-table';

/** What the grant dialog was last opened for, and which opening (each starts afresh from the grant as it is). */
interface Granting {
  company: TrialCompany | null;
  opening: number;
}

/**
 * `/station/permission/trial_user` (トライアルユーザーの権限設定): a station administrator lets trial
 * companies see, or see and apply for, its company's slots — grant, change, revoke, and the history.
 */
export function TrialPermissionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trialPermissions.heading'));
  const trialPermissions = useTrialPermissions();
  const [granting, setGranting] = useState<Granting>({ company: null, opening: 0 });
  const [revoking, setRevoking] = useState<TrialCompany | null>(null);
  const [history, setHistory] = useState<TrialCompany | null>(null);

  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ maxWidth: 960 }}>
        <Typography component="h1" variant="h5">
          {t('trialPermissions.heading')}
        </Typography>
        <Typography color="text.secondary">{t('trialPermissions.lead')}</Typography>
        <Typography color="text.secondary">{t('trialPermissions.revokeNote')}</Typography>
      </Stack>
      {trialPermissions.data ? (
        <TrialCompaniesTable
          companies={trialPermissions.data.trialCompanies}
          onGrant={(company) => setGranting((previous) => ({ company, opening: previous.opening + 1 }))}
          onRevoke={setRevoking}
          onHistory={setHistory}
        />
      ) : (
        <QueryFallback error={trialPermissions.error} />
      )}
      <GrantDialog
        company={granting.company}
        opening={granting.opening}
        onClose={() => setGranting((previous) => ({ ...previous, company: null }))}
      />
      <RevokeDialog company={revoking} onClose={() => setRevoking(null)} />
      <HistoryDialog company={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
