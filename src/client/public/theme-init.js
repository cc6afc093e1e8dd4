// Applies the saved theme before the first paint, so a dark-theme visitor never sees a light flash, and the
// brand fonts when this browser already holds them (client/theme/brandFonts.ts). The server inlines this file
// into each page (first in <head>) and allows it by its hash in the Content-Security-Policy, which forbids
// every other inline script.
(() => {
  var theme = 'light';
  var fonts = false;
  var root = document.documentElement;
  // The admin panel's live preview names its colour mode (server/http/preview.ts) without touching storage.
  var preview = root.getAttribute('data-preview-theme');
  try {
    if (localStorage.getItem('summit-coast-theme') === 'dark') theme = 'dark';
    fonts = localStorage.getItem('summit-coast-fonts') === '1';
  } catch (_error) {
    // Storage can be refused (private browsing): light it is, in the system fonts.
  }
  if (preview === 'light' || preview === 'dark') theme = preview;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  if (fonts) root.classList.add('brand-fonts');
  root.style.colorScheme = theme;
})();
