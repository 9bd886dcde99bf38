import { describe, expect, it } from 'vitest';
import { terms } from '../locales/ja/profile.json';
import { addCataloguePart, type Catalogue, i18n } from './i18n';

// A part that is not one of the app's: the types hold only the catalogue's own keys.
const part = (value: object) => value as Partial<Catalogue>;

describe('i18n', () => {
  it('fills placeholders with the values given, numbers included', () => {
    expect(i18n.t('validation.maxLength', { max: 20 })).toBe('20文字以内で入力してください。');
  });

  it('answers the key itself for a text that is not in the catalogue, as it shows what is missing', () => {
    // @ts-expect-error: a key that is not in the catalogue does not compile
    expect(i18n.t('shell.notThere')).toBe('shell.notThere');
  });

  it('answers a list of the catalogue as it is with returnObjects', () => {
    addCataloguePart({ terms });
    expect(i18n.t('terms.articles', { returnObjects: true })).toEqual(terms.articles);
  });

  it('adds the keys of a part at any depth and replaces none already there', () => {
    const before = i18n.t('errors.AUT01001');
    addCataloguePart(part({ errors: { AUT01001: '別の文' }, app: { testOnly: 'テスト' } }));
    expect(i18n.t('errors.AUT01001')).toBe(before);
    expect(i18n.t('app.name')).toBe('tvcm-market');
    expect(i18n.t('app.testOnly' as 'app.name')).toBe('テスト');
  });
});
