import '../help-catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { HELP_DOCUMENTS, HELP_INDEX_PATH, type HelpDocument, helpDocumentAt } from '../help-documents';
import { parseMarkdown } from '../markdown/parse-markdown';
import { useScrollToHash } from '../use-scroll-to-hash';
import { MarkdownView } from './markdown-view';
import { TableOfContents } from './table-of-contents';

/**
 * The help pages inside the shell: `/help` and the menu's three guides, each a Markdown file of
 * this repository (`content/`), with a table of contents of its sections.
 */
export function HelpPage() {
  const { pathname } = useLocation();
  const helpDocument = helpDocumentAt(pathname) ?? HELP_DOCUMENTS[HELP_INDEX_PATH];
  // A page of its own for each document: moving from one to another starts it afresh.
  return helpDocument ? <HelpDocumentPage key={helpDocument.title} helpDocument={helpDocument} /> : null;
}

function HelpDocumentPage({ helpDocument }: { helpDocument: HelpDocument }) {
  const { t } = useTranslation();
  const parsed = useMemo(() => parseMarkdown(helpDocument.markdown), [helpDocument]);
  const title = t(`help.titles.${helpDocument.title}`);
  useDocumentTitle(title);
  useScrollToHash();

  return (
    <Stack spacing={3} component="article">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {helpDocument.title !== 'help' && <TextLink to={HELP_INDEX_PATH}>{t('help.backToHelp')}</TextLink>}
      </Stack>
      <TableOfContents headings={parsed.headings} />
      <MarkdownView tokens={parsed.tokens} title={title} />
    </Stack>
  );
}
