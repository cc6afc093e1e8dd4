/**
 * A stored value's label in a catalog's list of them (a project's category, a project type): the value itself when
 * the list has none, as for a category the owner named himself. Own keys only, so "constructor" is no label.
 */
export const labelOf = <Value extends string>(
  labels: Readonly<Record<Value, string>>,
  value: string,
): string => (Object.hasOwn(labels, value) ? labels[value as Value] : value);
