/** Where a toast waits across a document load (admin panel → public page), for this tab only. */
const CARRIED_TOASTS_KEY = 'summit-coast-carried-toasts';

export interface CarriedToast {
  type?: string;
  title?: string;
  description?: string;
}

/** Keeps the toasts on screen for the page about to be loaded (the sign-out's "Logged Out" on the home page). */
export function carryToasts(toasts: CarriedToast[]): void {
  const carried = toasts.map(({ type, title, description }) => ({ type, title, description }));
  if (!carried.length) return;
  try {
    sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (private browsing): the toast is lost with the page, nothing else.
  }
}

/** Whether a toast waits to be shown; cheap, for the public page's script. */
export function hasCarriedToasts(): boolean {
  try {
    return sessionStorage.getItem(CARRIED_TOASTS_KEY) !== null;
  } catch {
    return false;
  }
}

/** The toasts carried here, taken (shown once). */
export function takeCarriedToasts(): CarriedToast[] {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? '[]') as CarriedToast[];
    sessionStorage.removeItem(CARRIED_TOASTS_KEY);
    return Array.isArray(carried) ? carried : [];
  } catch {
    return [];
  }
}
