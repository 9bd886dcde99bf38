import { addCataloguePart } from '../../lib/i18n';
import { terms } from '../../locales/ja/profile.json';
import privacyPolicy from './content/privacy.md?raw';

// The terms of service have one text: the catalogue's, which マイページ shows for acceptance. Only
// that part of the profile page's catalogue comes with the public page.
addCataloguePart({ terms });

export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/** The privacy policy, kept as Markdown in this repository. */
export const PRIVACY_POLICY_MARKDOWN = privacyPolicy;
