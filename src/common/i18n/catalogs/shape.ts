/**
 * The shape of a message catalog, made from the English one: every text a string, every function's parameters
 * kept, nested groups and lists alike. Another language's catalog declared as `Messages` then fails the
 * type-check when it lacks a key, has one too many or gives a text where a function belongs.
 */
import type { LeadField } from '../../leads/fields';

export type CatalogShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly CatalogShape<E>[]
      : { readonly [K in keyof T]: CatalogShape<T[K]> };

/** The words a lead field's declaration shows on the form besides its label (common/leads/fields.ts). */
export const FORM_HINTS = ['helper', 'placeholder', 'emptyChoice'] as const;
type FormHint = (typeof FORM_HINTS)[number];
type HintsOf<F> = F extends { form: infer Form }
  ? { readonly [K in keyof Form & FormHint]: string }
  : unknown;

/**
 * Each field of the contact form in a language: its name (the thank-you panel's), the form's wording of it, and
 * exactly the hints its declaration has, so a catalog cannot leave one out.
 */
export type LeadFieldTexts = {
  readonly [F in LeadField as F['key']]: { readonly label: string; readonly formLabel: string } & HintsOf<F>;
};

/** One field's words as a component reads them, whichever field it is. */
export interface FieldTexts {
  readonly label: string;
  readonly formLabel: string;
  readonly helper?: string;
  readonly placeholder?: string;
  readonly emptyChoice?: string;
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}
