// Applies the saved theme before the first paint, so a dark-theme visitor never sees a light flash; a visitor
// who never chose follows the device's own preference (prefers-color-scheme). The server inlines this file
// into each page (first in <head>) and allows it by its hash in the Content-Security-Policy, which forbids
// every other inline script.
(() => {
  var theme = 'light';
  var root = document.documentElement;
  // The admin panel's live preview names its colour mode (server/http/preview.ts) without touching storage.
  var preview = root.getAttribute('data-preview-theme');
  var saved = null;
  try {
    saved = localStorage.getItem('summit-coast-theme');
  } catch (_error) {
    // Storage can be refused (private browsing): the device's preference it is.
  }
  if (saved === 'dark' || saved === 'light') theme = saved;
  else if (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches) theme = 'dark';
  if (preview === 'light' || preview === 'dark') theme = preview;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
