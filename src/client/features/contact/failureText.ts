import type { Messages } from '../../../common/i18n/catalogs';
import { ERROR_TEXTS, mapErrorText } from '../../../common/messages';

type FailureTexts = Messages['contact']['failure'];

/**
 * Why a request could not be sent, in the page's language. common/messages' mapErrorText stays the one rule that
 * picks the cause (network, server, the fields, anything else), and the English catalog holds its texts; a text it
 * passes on from the server as it is (how long to wait after too many requests) is shown as the server wrote it.
 */
export function failureText(texts: FailureTexts, failure: { status?: number; message: string }): string {
  const english = mapErrorText('contact', failure);
  const englishTexts = ERROR_TEXTS.contact;
  const cause = (Object.keys(englishTexts) as Array<keyof FailureTexts>).find(
    (key) => englishTexts[key] === english,
  );
  return cause ? texts[cause] : english;
}
