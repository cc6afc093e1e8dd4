/**
 * A phone number as the contact form takes it: also the phone field's `pattern`, so a browser checks it before a
 * form sent without JavaScript reaches the server (written to mean the same with or without the `v` flag, which
 * browsers compile `pattern` with). Apart from the Zod schemas, so the contact page can use it without them.
 */
export const PHONE_PATTERN = String.raw`[0-9+\(\)\.\-\s]{7,}`;
export const PHONE_NUMBER = new RegExp(`^${PHONE_PATTERN}$`);
export const PHONE_MESSAGE = 'Phone must be a phone number (digits, spaces, + - . ( ) only)';
