/**
 * The public pages as one lazy chunk: the router loads this module once for any of them, so the
 * first load of every other page carries one chunk reference instead of one per public page.
 */
export { EntryCompletePage } from './components/entry/entry-complete-page';
export { EntryPage } from './components/entry/entry-page';
export { EntryTerminatePage } from './components/entry/entry-terminate-page';
export { PasswordResetCompletePage } from './components/password-reset/password-reset-complete-page';
export { PasswordResetPage } from './components/password-reset/password-reset-page';
export { PublicLayout } from './components/public-layout';
