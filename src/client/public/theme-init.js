// Applies the saved theme before the first paint, so a dark-theme visitor never sees a light flash.
// The server inlines this file into each page (first in <head>) and allows it by its hash in the
// Content-Security-Policy, which forbids every other inline script.
(() => {
  var theme = 'light';
  try {
    if (localStorage.getItem('summit-coast-theme') === 'dark') theme = 'dark';
  } catch (_error) {
    // Storage can be refused (private browsing): light it is.
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
