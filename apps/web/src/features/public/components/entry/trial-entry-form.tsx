import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  API_ERROR_CODES,
  MAIL_LINK_PATHS,
  REGISTRATION_REFERRAL_SOURCES,
  REGISTRATION_USER_TYPES,
  type TrialRegistrationFormValues,
  type TrialRegistrationRequest,
  trialRegistrationRequestSchema,
} from '@tvcm/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, type DefaultValues, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { InlineError } from '../../../../components/inline-error';
import { SendButton } from '../../../../components/send-button';
import { TextInputField } from '../../../../components/text-input-field';
import { TextLink, textLinkSx } from '../../../../components/text-link';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { isClientError } from '../../../../lib/api-error';
import { useTranslation } from '../../../../lib/i18n';
import { Trans } from '../../../../lib/trans';
import { useSendOnce } from '../../../../lib/use-send-once';
import { useCreateTrialRegistration } from '../../api/create-trial-registration';
import { useTrialEmailExistence } from '../../api/get-trial-email-existence';
import { apiErrorCodeOf, publicFailureMessage } from '../../failure-message';
import { newIdempotencyKey } from '../../idempotency-key';
import { LEGAL_PAGE_PATHS } from '../../legal-page-paths';
import { publicErrorMap } from '../../public-error-map';
import { useDebouncedValue } from '../../use-debounced-value';
import { CheckboxChoiceField, type ChoiceOption, ConsentCheckbox, RadioChoiceField } from '../choice-fields';
import { ResendConfirmationButton } from './resend-confirmation-button';

/** How long typing must pause before the address is looked up. */
export const EMAIL_CHECK_DELAY_MS = 500;

type UserTypeName = keyof typeof REGISTRATION_USER_TYPES;
type UserType = (typeof REGISTRATION_USER_TYPES)[UserTypeName];
type ReferralSourceName = keyof typeof REGISTRATION_REFERRAL_SOURCES;
type ReferralSource = (typeof REGISTRATION_REFERRAL_SOURCES)[ReferralSourceName];

type TextFieldName = Exclude<
  FieldPath<TrialRegistrationFormValues>,
  'userType' | 'referralSources' | `referralSources.${number}` | 'agreedToTerms' | 'agreedToPrivacyPolicy'
>;

const DEFAULT_VALUES: DefaultValues<TrialRegistrationFormValues> = {
  companyName: '',
  department: '',
  familyName: '',
  givenName: '',
  familyNameKana: '',
  givenNameKana: '',
  email: '',
  phone: '',
  postalCode: '',
  address: '',
  referralSources: [],
};

/**
 * The server's answers this form explains in its own words (SPEC.md §5). USR00006 is not among
 * them: a withdrawn entry no longer holds its address, so a new entry is never refused with it.
 */
const ENTRY_ERROR_CODES = [API_ERROR_CODES.tentativeIdRegistered, API_ERROR_CODES.idRegistered] as const;

const emailSchema = trialRegistrationRequestSchema.shape.email;

/** The address as the server will store it, or null while it is not yet a whole address. */
function checkableEmail(value: string | undefined): string | null {
  const parsed = emailSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

/** A link to the terms or the privacy policy that opens beside the form, so nothing typed is lost. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={textLinkSx}>
      {children}
      <VisuallyHidden>{t('public.layout.opensInNewTab')}</VisuallyHidden>
    </Box>
  );
}

/**
 * The trial application (`/public/pages/entry`): checked with the contract's schema at each field
 * on leaving it and on submission, the address looked up while typing, sent once per filled-in
 * form (Idempotency-Key).
 */
export function TrialEntryForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const kanaHintId = useId();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const registration = useCreateTrialRegistration();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TrialRegistrationFormValues, unknown, TrialRegistrationRequest>({
    resolver: zodResolver(trialRegistrationRequestSchema, { error: publicErrorMap }),
    mode: 'onTouched',
    defaultValues: DEFAULT_VALUES,
  });

  const typedEmail = useWatch({ control, name: 'email' });
  const debouncedEmail = useDebouncedValue(typedEmail, EMAIL_CHECK_DELAY_MS);
  const checkedEmail = useMemo(() => checkableEmail(debouncedEmail), [debouncedEmail]);
  const emailTaken = useTrialEmailExistence(checkedEmail);
  // Only about the address in the field now, not one typed a moment ago.
  const emailTakenNow = emailTaken === true && checkableEmail(typedEmail) === checkedEmail;

  const userTypeOptions = useMemo<ChoiceOption<UserType>[]>(
    () =>
      (Object.entries(REGISTRATION_USER_TYPES) as [UserTypeName, UserType][]).map(([name, value]) => ({
        value,
        label: t(`public.entry.userTypes.${name}`),
      })),
    [t],
  );
  const referralOptions = useMemo<ChoiceOption<ReferralSource>[]>(
    () =>
      (Object.entries(REGISTRATION_REFERRAL_SOURCES) as [ReferralSourceName, ReferralSource][]).map(([name, value]) => ({
        value,
        label: t(`public.entry.referralSources.${name}`),
      })),
    [t],
  );

  const textField = (name: TextFieldName) => {
    const { ref, ...field } = register(name);
    return {
      ...field,
      inputRef: ref,
      label: t(`public.entry.fields.${name}`),
      errorMessage: errors[name]?.message,
      fullWidth: true,
    };
  };

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await registration.mutateAsync({ form, idempotencyKey });
      onSent(answer.email);
    } catch (error) {
      // A refusal stored nothing, so the corrected form is a new submission. After a lost answer or
      // a server fault the key stays: sending again is then answered with the first result.
      if (isClientError(error)) setIdempotencyKey(newIdempotencyKey());
    }
  });

  const failure =
    registration.error === null
      ? undefined
      : publicFailureMessage(
          registration.error,
          Object.fromEntries(ENTRY_ERROR_CODES.map((code) => [code, t(`public.entry.errors.${code}`)])),
        );

  const sending = useSendOnce(submit);

  return (
    <Stack component="form" noValidate onSubmit={sending.submit} spacing={3}>
      <Typography variant="body2">{t('public.entry.lead')}</Typography>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('public.entry.alreadyApplied')}</Typography>
        <ResendConfirmationButton />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('public.layout.requiredNote')}
      </Typography>

      <TextInputField
        {...textField('companyName')}
        hint={t('public.entry.hints.companyName')}
        autoComplete="organization"
        required
      />
      <TextInputField {...textField('department')} autoComplete="organization-title" />

      <NamePair legend={t('public.entry.fields.name')}>
        <TextInputField {...textField('familyName')} autoComplete="family-name" required />
        <TextInputField {...textField('givenName')} autoComplete="given-name" required />
      </NamePair>
      <NamePair legend={t('public.entry.fields.kana')} hint={t('public.entry.hints.kana')} hintId={kanaHintId}>
        <TextInputField {...textField('familyNameKana')} describedBy={kanaHintId} required />
        <TextInputField {...textField('givenNameKana')} describedBy={kanaHintId} required />
      </NamePair>

      <TextInputField
        {...textField('email')}
        type="email"
        autoComplete="email"
        hint={t('public.entry.hints.email')}
        required
        errorMessage={errors.email?.message ?? (emailTakenNow ? t('public.entry.emailRegistered') : undefined)}
      />
      <TextInputField {...textField('phone')} type="tel" autoComplete="tel" hint={t('public.entry.hints.phone')} required />
      <TextInputField
        {...textField('postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        hint={t('public.entry.hints.postalCode')}
        required
      />
      <TextInputField {...textField('address')} autoComplete="street-address" hint={t('public.entry.hints.address')} required />

      <Controller
        control={control}
        name="userType"
        render={({ field, fieldState }) => (
          <RadioChoiceField
            legend={t('public.entry.fields.userType')}
            name={field.name}
            options={userTypeOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="referralSources"
        render={({ field, fieldState }) => (
          <CheckboxChoiceField
            legend={t('public.entry.fields.referralSources')}
            name={field.name}
            options={referralOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
            required
          />
        )}
      />

      <FormControl component="fieldset" required>
        <FormLabel component="legend" sx={{ mb: 1, typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
          {t('public.entry.fields.consent')}
        </FormLabel>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Trans
            i18nKey="public.entry.consentLead"
            components={{
              terms: <NewTabLink href={LEGAL_PAGE_PATHS.terms} />,
              privacy: <NewTabLink href={LEGAL_PAGE_PATHS.privacyPolicy} />,
            }}
          />
        </Typography>
        {(['agreedToTerms', 'agreedToPrivacyPolicy'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ConsentCheckbox
                label={t(`public.entry.fields.${name}`)}
                name={field.name}
                checked={field.value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        ))}
      </FormControl>

      {failure !== undefined && (
        <InlineError>
          {failure}
          {apiErrorCodeOf(registration.error) === API_ERROR_CODES.tentativeIdRegistered && (
            <ResendConfirmationButton email={checkableEmail(typedEmail) ?? undefined} />
          )}
          {apiErrorCodeOf(registration.error) === API_ERROR_CODES.idRegistered && (
            <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
              <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
              <TextLink to={MAIL_LINK_PATHS.passwordReset}>{t('public.entry.toPasswordReset')}</TextLink>
            </Stack>
          )}
        </InlineError>
      )}
      <SendButton
        type="submit"
        variant="contained"
        size="large"
        busy={sending.busy}
        sx={{ alignSelf: { sm: 'center' }, minWidth: 280 }}
      >
        {sending.busy ? t('public.entry.submitting') : t('public.entry.submit')}
      </SendButton>
      <Typography variant="body2" sx={{ alignSelf: { sm: 'center' } }}>
        {t('public.entry.haveAccount')} <TextLink to="/login">{t('public.layout.toLogin')}</TextLink>
      </Typography>
    </Stack>
  );
}

/** Two fields that make one item (family and given name), side by side where there is room. */
function NamePair({ legend, hint, hintId, children }: { legend: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 1, typography: 'body2', fontWeight: 600 }}>
        {legend}
      </Box>
      {hint !== undefined && (
        <Typography id={hintId} variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {children}
      </Stack>
    </Box>
  );
}
