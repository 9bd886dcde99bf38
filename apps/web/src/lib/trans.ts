import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { i18n, type TextKey } from './i18n';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text of the catalogue with elements in it, links mostly: each `<name>…</name>` of the text is
 * rendered as `components.name` with the words between the tags as its children.
 * `<Trans i18nKey="help.legal.termsPrivacyNote" components={{ privacy: <Link to={PRIVACY_PATH} /> }} />`
 */
export function Trans({ i18nKey, components }: { i18nKey: TextKey; components: Record<string, ReactElement> }) {
  const text = i18n.t(i18nKey);
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [tagged, name = '', words = ''] = match;
    const component = components[name];
    nodes.push(text.slice(end, match.index), component ? cloneElement(component, undefined, words) : words);
    end = match.index + tagged.length;
  }
  nodes.push(text.slice(end));
  return createElement(Fragment, null, ...nodes.filter((node) => node !== ''));
}
