import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@tvcm/contracts';
import { useId } from 'react';
import { SendButton } from '../../../../components/send-button';
import { dropEarlyAnswers } from '../../../../lib/early-answers';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toasts';
import { useSendOnce } from '../../../../lib/use-send-once';
import { useUpdateUser } from '../../api/update-user';
import { ProfileSection } from './profile-section';

/**
 * The terms of service and, until the user has accepted them, the explicit 「同意する」 action.
 * Accepting lets the user into the rest of the app at once (`onAccepted`).
 */
export function TermsOfService({ user, onAccepted }: { user: User; onAccepted: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const textId = useId();
  const accepted = user.setting.isTermsOfService;
  const articles = t('terms.articles', { returnObjects: true });

  const accept = async () => {
    const saved = await update.mutateAsync({ isTermsOfService: true }).catch(() => undefined);
    if (!saved) return;
    // Until now the API refused most calls, also those the app asked for early (a page's first
    // answers): the pages the user goes on to must ask again.
    dropEarlyAnswers();
    showToast('success', t('profile.accepted'));
    onAccepted();
  };

  const sending = useSendOnce(accept);

  return (
    <ProfileSection title={t('profile.termsHeading')}>
      <Stack spacing={2}>
        {/* Scrolls on its own; focusable so keyboard users can scroll it too. */}
        <Box
          id={textId}
          role="region"
          aria-label={t('terms.title')}
          tabIndex={0}
          sx={{
            maxHeight: 320,
            overflowY: 'auto',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
            {t('terms.title')}
          </Typography>
          {articles.map((article) => (
            <Box key={article.heading} sx={{ mb: 1.5 }}>
              <Typography component="h4" variant="body2" sx={{ fontWeight: 'bold' }}>
                {article.heading}
              </Typography>
              <Typography variant="body2">{article.body}</Typography>
            </Box>
          ))}
        </Box>
        {accepted ? (
          <Typography variant="body2" color="text.secondary">
            {t('profile.acceptedNote')}
          </Typography>
        ) : (
          <SendButton
            variant="contained"
            aria-describedby={textId}
            onClick={() => void sending.run()}
            busy={sending.busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {sending.busy ? t('profile.accepting') : t('profile.accept')}
          </SendButton>
        )}
      </Stack>
    </ProfileSection>
  );
}
