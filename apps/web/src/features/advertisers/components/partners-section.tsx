import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AddPartnerRequest, type AddPartnerRequestInput, addPartnerRequestSchema, type Partner } from '@tvcm/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { showToast } from '../../../lib/toasts';
import { isPartnerRefused, useAddPartner } from '../api/add-partner';
import { usePartners } from '../api/get-partners';
import { useRemovePartner } from '../api/remove-partner';
import { advertiserErrorMap } from './form-error-map';
import { SettingsSection } from './settings-section';

/** The partner companies (取引先企業): added by company code, removed from the list. */
export function PartnersSection() {
  const { t } = useTranslation();
  const partners = usePartners();
  return (
    <SettingsSection title={t('advertisers.partners.heading')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('advertisers.partners.lead')}
        </Typography>
        <AddPartnerForm />
        {partners.data ? <PartnersTable partners={partners.data.partners} /> : <QueryFallback error={partners.error} />}
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
    formState: { errors, isSubmitting },
  } = useForm<AddPartnerRequestInput, unknown, AddPartnerRequest>({
    defaultValues: { companyCode: '' },
    resolver: zodResolver(addPartnerRequestSchema, { error: advertiserErrorMap }),
  });
  const { ref, ...codeField } = register('companyCode');

  const submit = handleSubmit(async (request) => {
    try {
      await add.mutateAsync(request);
      showToast('success', t('advertisers.partners.added'));
      reset({ companyCode: '' });
    } catch (error) {
      // Other failures have been shown as a toast by the mutation.
      if (isPartnerRefused(error)) {
        setError('companyCode', { type: 'server', message: t('advertisers.partners.invalid') }, { shouldFocus: true });
      }
    }
  });
  const pending = isSubmitting || add.isPending;

  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      onSubmit={(event) => void submit(event)}
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
      <Button type="submit" variant="outlined" disabled={pending} sx={{ flexShrink: 0, mt: 0.25 }}>
        {pending ? t('advertisers.partners.adding') : t('advertisers.partners.add')}
      </Button>
    </Stack>
  );
}

function PartnersTable({ partners }: { partners: readonly Partner[] }) {
  const { t } = useTranslation();
  const remove = useRemovePartner();
  const removeOne = (partner: Partner) =>
    remove.mutate(partner.code, { onSuccess: () => showToast('success', t('advertisers.partners.removed')) });

  return (
    <TableScroller label={t('advertisers.partners.tableLabel')}>
      <Table size="small" aria-label={t('advertisers.partners.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('advertisers.partners.code')}</TableCell>
            <TableCell>{t('advertisers.partners.name')}</TableCell>
            <TableCell>{t('advertisers.partners.businessType')}</TableCell>
            <TableCell>{t('advertisers.partners.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {partners.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                {t('advertisers.partners.empty')}
              </TableCell>
            </TableRow>
          )}
          {partners.map((partner) => (
            <TableRow key={partner.code}>
              <TableCell component="th" scope="row">
                {partner.code}
              </TableCell>
              <TableCell>{partner.name}</TableCell>
              <TableCell>{t(`advertisers.partners.businessTypes.${partner.businessType}`)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending && remove.variables === partner.code}
                  aria-label={t('advertisers.partners.removeLabel', { name: partner.name })}
                  onClick={() => removeOne(partner)}
                >
                  {t('advertisers.partners.remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
