/** Each field's first message; one per field, so the form shows the rule the owner meets first. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/** A schema issue, from zod on this side (a path of keys) or from the server's 422 (a dotted text). */
export interface FieldIssue {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

/**
 * Field errors keyed by the first path segment ("imageUrls.3" → imageUrls); issues about anything the form
 * does not show (`fields` names what it does) are left to the toast.
 */
export function fieldErrorsOf<V extends object>(issues: ReadonlyArray<FieldIssue>, fields: V): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const field = String(path[0] ?? '') as keyof V;
    if (field in fields) errors[field] ??= issue.message;
  }
  return errors;
}

/** The field issues a failed write carries (the server's 422 lists them in `data.fieldErrors`), or none. */
export function serverFieldIssues(error: unknown): FieldIssue[] {
  const data = (error as { data?: { fieldErrors?: FieldIssue[] } | null } | null)?.data;
  return data?.fieldErrors ?? [];
}

/**
 * A refused setting's message as its own field shows it: the server names the key for the toast and API callers
 * ("site_accent_color must be a hex color such as #d4af37"); beside the field that is "Must be a hex color such
 * as #d4af37". Null when the write was not refused for its value (a network failure, a 5xx, a 401).
 */
export function settingFieldProblem(key: string, error: unknown): string | null {
  const { message, data } = (error ?? {}) as { message?: unknown; data?: { httpStatus?: unknown } | null };
  if (typeof message !== 'string' || (data?.httpStatus !== 400 && data?.httpStatus !== 422)) return null;
  const own = message.startsWith(`${key} `) ? message.slice(key.length + 1) : message;
  return own.charAt(0).toUpperCase() + own.slice(1);
}
