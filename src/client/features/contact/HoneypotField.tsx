import { useMessages } from '../../i18n/useMessages';
import { HONEYPOT_FIELD } from './useContactForm';

/**
 * A field only bots fill: moved off screen (not display:none, which simple bots skip), out of the tab order,
 * hidden from screen readers, and named and marked so browsers' autofill leaves it alone. A request with it
 * filled gets the normal answer but is kept as spam.
 */
export function HoneypotField() {
  const { honeypot } = useMessages().contact;
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label>
        {honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
