import type { MessageCode } from './i18n';

/**
 * An error that says which message the fallback screen shows for it (SPEC.md §4, §8 "custom
 * message"), e.g. CES-API09006 when the session could not be read.
 */
export class MessageError extends Error {
  readonly messageCode: MessageCode;

  constructor(messageCode: MessageCode, options?: ErrorOptions) {
    super(messageCode, options);
    this.name = 'MessageError';
    this.messageCode = messageCode;
  }
}
