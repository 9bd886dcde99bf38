import { i18n } from './i18n';

const formats = new Map<string, Intl.ListFormat>();

/** Names in a row as the interface language writes a list (Japanese: 「A、B、C」). */
export function formatList(items: readonly string[]): string {
  const language = i18n.language || 'ja';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
    formats.set(language, format);
  }
  return format.format(items);
}
