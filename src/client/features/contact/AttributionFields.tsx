import { ATTRIBUTION_KEYS } from '../../../common/leads/attribution';

/**
 * The visit's attribution as hidden fields, empty in the page (every visitor gets the same bytes from the page
 * cache); the page's script fills them in from the tab's sessionStorage (islands/behaviours/leadVisit.ts), so a
 * form posted before the island starts carries them too. Uncontrolled: React never writes them.
 */
export function AttributionFields() {
  return (
    <>
      {ATTRIBUTION_KEYS.map((field) => (
        <input key={field} type="hidden" name={field} defaultValue="" data-attribution="" />
      ))}
    </>
  );
}
