// The one script of a public page. It is small and imports no React: it wakes each island (islands/index.ts)
// on the visitor's first intent, and does the few things a page needs without an island (below).
import '../theme/fonts.css';
import { LIMITS } from '../../common/constants';
import { PREVIEW_THEME_ATTRIBUTE } from '../../common/preview';
import { hasCarriedToasts } from '../components/carriedToasts';
import { PLACEHOLDER_IMAGE } from '../components/placeholderImage';
import { communityPageUrl } from '../features/wildfire/communityUrl';
import { loadBrandFonts } from '../theme/brandFonts';
import { currentTheme, savedTheme, setTheme, THEME_SWITCH_ATTRIBUTE, type Theme } from '../theme/themeStore';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from './index';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Whether a held press still has its place: one made in a dialog closed since (Escape, its close button) is
 * dropped, or it would page the photos of a closed project that must open at its first photo.
 */
const stillShown = (element: Element) => element.closest('dialog')?.open ?? true;
const woken = new Map<Element, Promise<void>>();

/** Starts hydrating an island (once); resolves when React has it. */
function wake(marker: HTMLElement): Promise<void> {
  let hydrated = woken.get(marker);
  if (!hydrated) {
    hydrated = import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(marker));
    woken.set(marker, hydrated);
  }
  return hydrated;
}

const markers = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
for (const marker of markers) {
  const start = () => void wake(marker);
  for (const type of INTENT)
    marker.addEventListener(type, start, { once: true, passive: true, capture: true });
}

/**
 * The visitor's first sign of life anywhere on a page with islands (a pointer moving, a scroll, a touch, a key)
 * starts loading the islands' shared code (React, Chakra) and building Chakra's system, so the island they go for
 * next wakes sooner. A reader who does nothing, a page load on its own and a page without islands never pay for it.
 */
const FIRST_SIGNS = ['pointermove', 'scroll', 'touchstart', 'keydown'] as const;
function warmUp() {
  for (const type of FIRST_SIGNS) removeEventListener(type, warmUp, true);
  void import('./hydrate').then(({ prepareIslands }) => setTimeout(prepareIslands, 0));
}
if (markers.length > 0)
  for (const type of FIRST_SIGNS) addEventListener(type, warmUp, { passive: true, capture: true });

/**
 * A press of an island's button that comes before React has the island (a tap arrives a moment after the
 * touch that woke it) is held, and pressed again once React has it: React then hydrates the island at once
 * and the press does its job. Links, submit buttons and buttons that open a dialog work without React and pass. A
 * community tab needs no React to do its job (load its community's page in place of this one): it does it now.
 */
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const marker = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (!target || !marker || marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    const control = target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
    if (!control || !marker.contains(control)) return;
    // The browser does these itself: a form's submit, a dialog's open (invoker command) or close (dialog form).
    if ((control as HTMLButtonElement).type === 'submit' || control.hasAttribute('commandfor')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const community = marker.getAttribute(ISLAND_ATTRIBUTE) === 'communityTabs' && control.dataset.value;
    if (community && control.getAttribute('aria-selected') === 'false')
      return location.replace(communityPageUrl(community));
    void wake(marker).then(() => {
      if (stillShown(control)) control.click();
    });
  },
  true,
);

/**
 * Likewise a key an island's widget answers (arrows in the tabs, say) pressed as focus arrives: held, and sent
 * again once React has the island. Other keys (Tab, Enter on a button: a click) pass.
 */
const WIDGET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);
document.addEventListener(
  'keydown',
  (event) => {
    if (!WIDGET_KEYS.has(event.key) || !(event.target instanceof Element)) return;
    const target = event.target;
    // Escape in a dialog is the browser's own: it closes it.
    if (event.key === 'Escape' && target.closest('dialog')) return;
    const marker = target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (!marker || marker.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    void wake(marker).then(
      () =>
        stillShown(target) &&
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key,
            code,
            shiftKey,
            altKey,
            ctrlKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          }),
        ),
    );
  },
  true,
);

/** The page shown in the admin panel's live preview, whose colour mode is the panel's, not the visitor's. */
const inLivePreview = () => document.documentElement.hasAttribute(PREVIEW_THEME_ATTRIBUTE);

/**
 * The header's theme switch (components/ThemeSwitch.tsx): its theme, then focus on its twin. In the live preview
 * it changes that page only: the owner's own choice for the public site stays as it was.
 */
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>(`[${THEME_SWITCH_ATTRIBUTE}]`);
  const theme = button?.getAttribute(THEME_SWITCH_ATTRIBUTE) as Theme | undefined;
  if (!theme) return;
  setTheme(theme, { remember: !inLivePreview() });
  document
    .querySelector<HTMLElement>(`[${THEME_SWITCH_ATTRIBUTE}]:not([${THEME_SWITCH_ATTRIBUTE}="${theme}"])`)
    ?.focus();
});

/**
 * A page the browser shows again on Back or Forward is the one left, with the theme it had then: the visitor may
 * have switched on another page since. The live preview's page keeps the theme the admin panel gave it.
 */
addEventListener('pageshow', (event) => {
  if (!event.persisted || inLivePreview()) return;
  const saved = savedTheme();
  if (saved !== currentTheme()) setTheme(saved);
});

/**
 * The phone menu's dialog (components/PhoneMenu.tsx) opens by the browser's own invoker command; where the
 * browser has none, its button opens it here. A link followed from a dialog closes it, so the page the browser
 * keeps for Back comes back without it; a press on the backdrop closes it where `closedby` is unknown.
 */
const hasInvokerCommands = 'command' in HTMLButtonElement.prototype;
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const opener = hasInvokerCommands ? null : target?.closest('button[command="show-modal"][commandfor]');
  if (opener) {
    const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
    return;
  }
  const dialog = target?.closest('dialog');
  // A link opened elsewhere (a new tab or window: a modifier key) leaves the visitor here, in the dialog.
  const leavesPage = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  if (
    dialog &&
    ((leavesPage && target?.closest('a[href]')) || (target === dialog && !('closedBy' in dialog)))
  )
    dialog.close();
});

/**
 * A dialog whose button is no longer shown closes: the phone menu once the window is widened to where the links
 * are in the bar (the page under it would stay locked otherwise).
 */
addEventListener(
  'resize',
  () => {
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const opener = document.querySelector(`[commandfor="${CSS.escape(dialog.id)}"]`);
      if (opener && opener.getClientRects().length === 0) (dialog as HTMLDialogElement).close();
    }
  },
  { passive: true },
);

/** The header turns more opaque once the page has scrolled past the threshold (its CSS reads the attribute). */
const header = document.querySelector('header');
if (header) {
  const update = () => {
    if (window.scrollY > LIMITS.headerScrollThreshold) header.setAttribute('data-scrolled', 'true');
    else header.removeAttribute('data-scrolled');
  };
  update();
  addEventListener('scroll', update, { passive: true });
}

/**
 * A photo that fails shows the placeholder instead, and says so in the console. Inside an island React has
 * taken (its elements carry React's keys), SafeImage does that itself.
 */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));
function replaceBroken(image: HTMLImageElement) {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE || ownedByReact(image)) return;
  console.error(`Image failed to load: ${image.getAttribute('src')}`);
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}
addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) replaceBroken(event.target);
  },
  true,
);
for (const image of document.images)
  if (image.complete && image.naturalWidth === 0 && image.src) replaceBroken(image);

/**
 * An embedded map (`data-frame-src`) is put in once the visitor scrolls near it: it is about a megabyte of
 * script, and the browser's own lazy loading starts it more than a screen early, beside the page's photos.
 */
const frames = document.querySelectorAll<HTMLElement>('[data-frame-src]');
if (frames.length) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting || !(target instanceof HTMLElement)) continue;
        observer.unobserve(target);
        const frame = document.createElement('iframe');
        frame.title = target.dataset.frameTitle ?? '';
        frame.src = target.dataset.frameSrc ?? '';
        frame.referrerPolicy = 'no-referrer-when-downgrade';
        frame.loading = 'lazy';
        frame.style.cssText = 'position:relative;border:0;width:100%;height:100%;display:block';
        target.replaceWith(frame);
      }
    },
    { rootMargin: '400px 0px' },
  );
  for (const frame of frames) observer.observe(frame);
}

/** A toast the previous page left for this one (the admin panel's "Logged Out"). */
if (hasCarriedToasts()) void import('./carriedToasts').then(({ showCarriedToasts }) => showCarriedToasts());

if (document.readyState === 'complete') setTimeout(loadBrandFonts, 0);
else addEventListener('load', () => setTimeout(loadBrandFonts, 0));
