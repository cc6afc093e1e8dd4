/**
 * A Chakra Button (or IconButton) drawn as the link inside it: spread in place of `asChild`. The Button writes
 * `type="button"` on whatever it renders, and on a link `type` names the linked resource's MIME type, so the Nu
 * Html Checker rejects `<a type="button">`; `type: undefined` leaves the attribute out.
 */
export const AS_LINK = { asChild: true, type: undefined } as const;
