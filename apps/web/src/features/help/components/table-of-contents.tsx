import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { DocumentHeading } from '../markdown/parse-markdown';

/**
 * The page's sections as in-page links: the second-level headings, in order. No numbers of its
 * own: the privacy policy's sections and the terms' articles carry theirs.
 */
export function TableOfContents({ headings }: { headings: DocumentHeading[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{ maxWidth: '48em', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
    >
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        {t('help.tableOfContents')}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, pl: 0, listStyle: 'none', lineHeight: 1.8, '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' } }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
