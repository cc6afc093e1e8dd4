/**
 * The sign-in form the server drew (http/login-form.ts) as the panel's script finds it: which step, and what the
 * owner had typed before the script loaded, so the panel's own form takes its place with the same words and focus.
 */
export interface ServerLogin {
  step: 'password' | 'code' | 'enrol';
  username: string;
  password: string;
  focused: 'username' | 'password' | null;
}

let taken: ServerLogin | null = null;

/** Reads the server's form once, before the panel draws over it; null on any other page. */
export function takeServerLogin(): ServerLogin | null {
  const marked = document.querySelector<HTMLElement>('[data-server-login]');
  if (!marked) return null;
  const typedInto = (name: string) =>
    marked.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const focusedName = (document.activeElement as HTMLInputElement | null)?.name;
  taken = {
    step: (marked.dataset.serverLogin as ServerLogin['step']) ?? 'password',
    username: typedInto('username'),
    password: typedInto('password'),
    focused: focusedName === 'username' || focusedName === 'password' ? focusedName : null,
  };
  return taken;
}

/** What the server's form held when the panel took it over. */
export const serverLogin = () => taken;
