import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AddPartnerRequest,
  type AddPartnerRequestInput,
  addPartnerRequestSchema,
  type Partner,
  type PartnerRequest,
  type PartnershipStatus,
} from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { partnerRefusal, useAddPartner } from '../api/add-partner';
import { usePartners } from '../api/get-partners';
import { usePartnerRequests } from '../api/partner-requests';
import { advertiserErrorMap } from './form-error-map';
import { PartnerRowButton, RequestAnswerButtons } from './partner-row-actions';
import { SettingsSection } from './settings-section';

/**
 * The partner companies (取引先企業): asked for by company code, partners once the other side
 * accepts. Requests other companies sent wait above the list with 承認 and 却下; the company's own
 * wait in the list, marked 承認待ち, until answered or withdrawn.
 */
export function PartnersSection() {
  const { t } = useTranslation();
  const partners = usePartners();
  const requests = usePartnerRequests();
  return (
    <SettingsSection title={t('advertisers.partners.heading')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('advertisers.partners.lead')}
        </Typography>
        <AddPartnerForm />
        {partners.data && requests.data ? (
          <>
            {requests.data.incoming.length > 0 && <IncomingRequests requests={requests.data.incoming} />}
            <Stack spacing={1}>
              <SubHeading>{t('advertisers.partners.tableLabel')}</SubHeading>
              <PartnersTable partners={partners.data.partners} outgoing={requests.data.outgoing} />
            </Stack>
          </>
        ) : (
          <QueryFallback error={partners.error ?? requests.error} />
        )}
      </Stack>
    </SettingsSection>
  );
}

function AddPartnerForm() {
  const { t } = useTranslation();
  const add = useAddPartner();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddPartnerRequestInput, unknown, AddPartnerRequest>({
    defaultValues: { companyCode: '' },
    resolver: zodResolver(addPartnerRequestSchema, { error: advertiserErrorMap }),
  });
  const { ref, ...codeField } = register('companyCode');

  const submit = handleSubmit(async (request) => {
    try {
      const result = await add.mutateAsync(request);
      showToast('success', t(result.status === 'ACCEPTED' ? 'advertisers.partners.added' : 'advertisers.partners.requested'));
      reset({ companyCode: '' });
    } catch (error) {
      // Other failures have been shown as a toast by the mutation.
      const refusal = partnerRefusal(error);
      if (refusal) {
        const message = t(refusal === 'trial' ? 'advertisers.partners.trialRefused' : 'advertisers.partners.invalid');
        setError('companyCode', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });
  const sending = useSendOnce(submit);

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={sending.submit}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        {...codeField}
        inputRef={ref}
        size="small"
        label={t('advertisers.partners.companyCode')}
        error={errors.companyCode !== undefined}
        helperText={errors.companyCode?.message}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <SendButton type="submit" variant="outlined" busy={sending.busy} sx={{ flexShrink: 0, mt: 0.25 }}>
        {sending.busy ? t('advertisers.partners.adding') : t('advertisers.partners.add')}
      </SendButton>
    </Stack>
  );
}

/** Columns a phone leaves out: the name cell shows the code under the name there, and the type follows from the side. */
const WIDE_ONLY_SX = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The company's name, with its code beneath on a phone, where the code column is left out. */
function CompanyCell({ company }: { company: Partner }) {
  return (
    <TableCell component="th" scope="row">
      {company.name}
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
        {company.code}
      </Typography>
    </TableCell>
  );
}

function SubHeading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
      {children}
    </Typography>
  );
}

/** Requests other companies sent the caller's: accepting makes them partners, declining removes them. */
function IncomingRequests({ requests }: { requests: readonly PartnerRequest[] }) {
  const { t } = useTranslation();

  return (
    <Stack spacing={1}>
      <SubHeading>{t('advertisers.partners.incoming.heading')}</SubHeading>
      <Typography variant="body2" color="text.secondary">
        {t('advertisers.partners.incoming.lead')}
      </Typography>
      <TableScroller label={t('advertisers.partners.incoming.tableLabel')}>
        <Table size="small" aria-label={t('advertisers.partners.incoming.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell sx={WIDE_ONLY_SX}>{t('advertisers.partners.code')}</TableCell>
              <TableCell>{t('advertisers.partners.name')}</TableCell>
              <TableCell sx={WIDE_ONLY_SX}>{t('advertisers.partners.businessType')}</TableCell>
              <TableCell sx={WIDE_ONLY_SX}>{t('advertisers.partners.requestedAt')}</TableCell>
              <TableCell>{t('advertisers.partners.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.map((request) => (
              <TableRow key={request.code}>
                <TableCell sx={WIDE_ONLY_SX}>{request.code}</TableCell>
                <CompanyCell company={request} />
                <TableCell sx={WIDE_ONLY_SX}>{t(`advertisers.partners.businessTypes.${request.businessType}`)}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY_SX, whiteSpace: 'nowrap' }}>{formatDateTime(request.requestedAt)}</TableCell>
                <TableCell>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <RequestAnswerButtons request={request} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </Stack>
  );
}

/** A row of the list: a partner, or a company the caller asked that has not answered yet. */
type PartnerRow = Partner & { status: PartnershipStatus };

function PartnersTable({ partners, outgoing }: { partners: readonly Partner[]; outgoing: readonly PartnerRequest[] }) {
  const { t } = useTranslation();
  const rows: PartnerRow[] = [
    ...partners.map((partner) => ({ ...partner, status: 'ACCEPTED' as const })),
    ...outgoing.map(({ code, name, businessType }) => ({ code, name, businessType, status: 'REQUESTED' as const })),
  ];

  return (
    <TableScroller label={t('advertisers.partners.tableLabel')}>
      <Table size="small" aria-label={t('advertisers.partners.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE_ONLY_SX}>{t('advertisers.partners.code')}</TableCell>
            <TableCell>{t('advertisers.partners.name')}</TableCell>
            <TableCell sx={WIDE_ONLY_SX}>{t('advertisers.partners.businessType')}</TableCell>
            <TableCell>{t('advertisers.partners.status')}</TableCell>
            <TableCell>{t('advertisers.partners.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                {t('advertisers.partners.empty')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((partner) => (
            <TableRow key={partner.code}>
              <TableCell sx={WIDE_ONLY_SX}>{partner.code}</TableCell>
              <CompanyCell company={partner} />
              <TableCell sx={WIDE_ONLY_SX}>{t(`advertisers.partners.businessTypes.${partner.businessType}`)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={partner.status === 'ACCEPTED' ? 'success' : 'warning'}
                  label={t(`advertisers.partners.statuses.${partner.status}`)}
                />
              </TableCell>
              <TableCell>
                <PartnerRowButton partner={partner} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
