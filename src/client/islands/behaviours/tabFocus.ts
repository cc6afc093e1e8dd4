/** sessionStorage key: the id of the tab whose press loaded this page (read once, then removed). */
const FOCUS_KEY = 'summit-coast-focus-tab';

/** Notes that the next page was loaded by this tab, so it gets the focus back there. */
export function rememberTabFocus(tabId: string) {
  try {
    sessionStorage.setItem(FOCUS_KEY, tabId);
  } catch {
    // Storage refused (private browsing): the next page starts at its top, as any page load does.
  }
}

/**
 * A tab that is a page of its own (the wildfire page's communities, `?community=`) is switched by loading that
 * page: a page load puts the focus on the document, so a keyboard or screen-reader user would start again from
 * the top after each switch. The tab pressed is noted (a press of any tab, link or button), and the new page puts
 * the focus back on the tab of the same id, now the selected one (WCAG 2.4.3, focus order).
 */
export function keepFocusOnTabAcrossPages() {
  document.addEventListener(
    'click',
    (event) => {
      const tab =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"][id]') : null;
      if (tab) rememberTabFocus(tab.id);
    },
    true,
  );
  let tabId: string | null = null;
  try {
    tabId = sessionStorage.getItem(FOCUS_KEY);
    sessionStorage.removeItem(FOCUS_KEY);
  } catch {
    return;
  }
  const tab = tabId ? document.getElementById(tabId) : null;
  if (tab?.getAttribute('role') === 'tab') tab.focus({ preventScroll: true });
}
