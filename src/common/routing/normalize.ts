/**
 * react-router matches paths case-insensitively and ignores one trailing slash; so does the server. A module of its
 * own, importing nothing: the public page's script and the panel use it without the route table.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return trimmed.toLowerCase();
}
