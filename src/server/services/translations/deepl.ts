import type { Env } from '../../env';
import { Conflict, Unavailable } from '../errors';

/** DeepL's endpoint for a key: free-plan keys end in ":fx" and have their own host. */
function endpointOf(env: Env): string {
  if (env.DEEPL_API_URL) return env.DEEPL_API_URL;
  return env.DEEPL_API_KEY?.endsWith(':fx')
    ? 'https://api-free.deepl.com/v2/translate'
    : 'https://api.deepl.com/v2/translate';
}

export const canDraft = (env: Env) => Boolean(env.DEEPL_API_KEY);

const DRAFT_TIMEOUT_MS = 15_000;

/**
 * Asks DeepL's REST API (POST /v2/translate) for one text in `language`, in the formal register the site speaks
 * (usted); HTML keeps its tags. The answer is a draft for the owner to review, never shown to visitors as it is.
 */
export async function machineDraft(env: Env, text: string, language: string, html: boolean): Promise<string> {
  // Asking a server that has no key is the caller's mistake (the panel shows no button then), not DeepL's.
  if (!env.DEEPL_API_KEY)
    throw new Conflict('Machine drafts are off on this server: DEEPL_API_KEY is not set');
  let response: Response;
  try {
    response = await fetch(endpointOf(env), {
      method: 'POST',
      headers: { Authorization: `DeepL-Auth-Key ${env.DEEPL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        text: [text],
        source_lang: 'EN',
        target_lang: language.toUpperCase(),
        formality: 'prefer_more',
        ...(html ? { tag_handling: 'html' } : {}),
      }),
      signal: AbortSignal.timeout(DRAFT_TIMEOUT_MS),
    });
  } catch {
    throw new Unavailable('DeepL did not answer; try again in a minute');
  }
  if (response.status === 456) throw new Unavailable("DeepL's monthly allowance of characters is used up");
  if (response.status === 429) throw new Unavailable('DeepL is busy; try again in a minute');
  if (response.status === 403) throw new Unavailable('DeepL refused the key in DEEPL_API_KEY');
  if (!response.ok) throw new Unavailable(`DeepL answered ${response.status}; try again later`);
  const body = (await response.json().catch(() => null)) as {
    translations?: Array<{ text?: unknown }>;
  } | null;
  const draft = body?.translations?.[0]?.text;
  if (typeof draft !== 'string') throw new Unavailable('DeepL answered without a translation');
  return draft;
}
