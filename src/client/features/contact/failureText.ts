import type { Messages } from '../../../common/i18n/catalogs';
import { ERROR_TEXTS, mapErrorText } from '../../../common/messages';

type FailureTexts = Messages['contact']['failure'];
type ContactTexts = Pick<Messages['contact'], 'failure' | 'throttled'>;

/**
 * Why a request could not be sent, in the page's language. common/messages' mapErrorText stays the one rule that
 * picks the cause (network, server, the fields, anything else), and the English catalog holds its texts; after too
 * many requests the English page shows the server's own words (how long to wait), another language its own.
 */
export function failureText(texts: ContactTexts, failure: { status?: number; message: string }): string {
  const english = mapErrorText('contact', failure);
  const englishTexts = ERROR_TEXTS.contact;
  const cause = (Object.keys(englishTexts) as Array<keyof FailureTexts>).find(
    (key) => englishTexts[key] === english,
  );
  if (cause) return texts.failure[cause];
  return failure.status === 429 ? texts.throttled(english) : english;
}
