import { useEffect } from 'react';
import { useTranslation } from './i18n';

/**
 * Names the browser tab after the page: "番組表から探す | tvcm-market", or the app's name alone
 * while the page has no title of its own (still loading). Each page calls it with its own heading.
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, appName]);
}
