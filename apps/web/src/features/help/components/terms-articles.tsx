import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { PRIVACY_PATH } from '../legal-documents';
import type { DocumentHeading } from '../markdown/parse-markdown';
import { articleTypographySx } from './article-typography';

/** The terms' articles with the ids their contents link to: `#article-1` for 第1条. */
export function useTermsArticles(): { heading: string; body: string; id: string }[] {
  const { t } = useTranslation();
  return t('terms.articles', { returnObjects: true }).map((article, index) => ({ ...article, id: `article-${index + 1}` }));
}

export function termsHeadings(articles: { heading: string; id: string }[]): DocumentHeading[] {
  return articles.map((article) => ({ id: article.id, depth: 2, text: article.heading }));
}

/** The terms of service, as マイページ shows them for acceptance, set for reading on a page of their own. */
export function TermsArticles({ articles }: { articles: { heading: string; body: string; id: string }[] }) {
  return (
    <Box sx={articleTypographySx}>
      {articles.map((article) => (
        <Fragment key={article.id}>
          <h2 id={article.id}>{article.heading}</h2>
          <p>{article.body}</p>
        </Fragment>
      ))}
      <p>
        <Trans i18nKey="help.legal.termsPrivacyNote" components={{ privacy: <Link to={PRIVACY_PATH} /> }} />
      </p>
    </Box>
  );
}
