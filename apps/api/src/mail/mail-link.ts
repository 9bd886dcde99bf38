import { MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';

/** An absolute link to a public page carrying a mail token, e.g. https://…/public/pages/entry?token=… */
export function mailLink(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, `${publicUrl}/`);
  url.searchParams.set(MAIL_LINK_TOKEN_PARAM, token);
  return url.toString();
}
