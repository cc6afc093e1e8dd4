/**
 * A project's short facts: optional lines of text the owner may fill in (where it is, how big), declared once. The
 * project's schema (portfolio.ts), the panel's project dialog, the project's page, its quick view and its card in
 * the portfolio are made from this list, in its order; the column itself is the PortfolioProject entity's
 * (docs/architecture.md: how to add a project field). No Zod here: the public pages read it.
 */
export interface ProjectFactDeclaration {
  /** The property's name: in the API, the entity and the dialog's input. */
  readonly key: string;
  /** Its name in its messages ("Location must be at most 200 characters") and in the project's history. */
  readonly label: string;
  /** The most characters it takes; its column in the entity is this long. */
  readonly max: number;
  /** The dialog's wording of the label, and an example of a value. */
  readonly form: { readonly label: string; readonly placeholder: string };
  /** What a screen reader hears before it on the public pages, where an icon stands for it. */
  readonly pageLabel: string;
}

export const PROJECT_FACTS = [
  {
    key: 'location',
    label: 'Location',
    max: 200,
    form: { label: 'Location', placeholder: 'e.g. Malibu, CA' },
    pageLabel: 'City',
  },
  {
    key: 'squareFootage',
    label: 'Square footage',
    max: 50,
    form: { label: 'Square Footage', placeholder: 'e.g. 4,200 sq ft' },
    pageLabel: 'Scope',
  },
] as const satisfies readonly ProjectFactDeclaration[];

export type ProjectFactKey = (typeof PROJECT_FACTS)[number]['key'];
export type ProjectFactValues = Record<ProjectFactKey, string>;

/** The facts of a project (or anything that carries them), '' for those it lacks. */
export function projectFactsOf(source: Partial<Record<ProjectFactKey, string | null>>): ProjectFactValues {
  return Object.fromEntries(PROJECT_FACTS.map(({ key }) => [key, source[key] ?? ''])) as ProjectFactValues;
}
