// Applies the saved theme before the first paint, so a dark-theme visitor never sees a light flash.
// Kept as a file (not inline) so the Content-Security-Policy can forbid inline scripts.
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
