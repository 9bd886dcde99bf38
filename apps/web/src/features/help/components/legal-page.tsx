import '../help-catalogue';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { PublicHeader } from '../../../components/public-header';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { PRIVACY_PATH, PRIVACY_POLICY_MARKDOWN, TERMS_PATH } from '../legal-documents';
import { parseMarkdown } from '../markdown/parse-markdown';
import { useScrollToHash } from '../use-scroll-to-hash';
import { MarkdownView } from './markdown-view';
import { TableOfContents } from './table-of-contents';
import { TermsArticles, termsHeadings, useTermsArticles } from './terms-articles';

const LOGIN_PATH = '/login';

/**
 * The terms of service (`/terms`) and the privacy policy (`/privacy`), readable by anyone before
 * login: the logo, a way back to ログイン, and the text at a readable width. They call no API.
 */
export function LegalPage() {
  const { t } = useTranslation();
  const isPrivacy = useLocation().pathname.replace(/\/+$/, '') === PRIVACY_PATH;
  const title = t(isPrivacy ? 'help.titles.privacy' : 'help.titles.terms');
  const articles = useTermsArticles();
  const privacy = useMemo(() => (isPrivacy ? parseMarkdown(PRIVACY_POLICY_MARKDOWN) : undefined), [isPrivacy]);
  useDocumentTitle(title);
  useScrollToHash();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader>
        <TextLink to={LOGIN_PATH}>{t('help.legal.toLogin')}</TextLink>
      </PublicHeader>
      <Box component="main" sx={{ flex: 1, px: 2, py: { xs: 3, sm: 5 } }}>
        <Stack spacing={3} sx={{ maxWidth: '48em', mx: 'auto' }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <TableOfContents headings={privacy ? privacy.headings : termsHeadings(articles)} />
          {privacy ? <MarkdownView tokens={privacy.tokens} title={title} /> : <TermsArticles articles={articles} />}
        </Stack>
      </Box>
      <Box component="footer" sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Box
          component="nav"
          aria-label={t('help.legal.otherPages')}
          sx={{ maxWidth: '48em', mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 3 }}
        >
          <TextLink to={TERMS_PATH}>{t('help.titles.terms')}</TextLink>
          <TextLink to={PRIVACY_PATH}>{t('help.titles.privacy')}</TextLink>
          <TextLink to={LOGIN_PATH}>{t('help.legal.toLogin')}</TextLink>
        </Box>
      </Box>
    </Box>
  );
}
