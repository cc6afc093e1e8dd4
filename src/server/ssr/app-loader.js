// Inlined at the end of every page by shell.ts (see there for why and when); allowed by its hash in the CSP.
(() => {
  const data = document.currentScript.dataset;
  let started = false;
  let held = null;

  // Each preload is a request the browser sets up on the page's thread: a few per task, so that starting the
  // app is not one long task.
  function preload(hrefs) {
    hrefs.splice(0, 3).forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (hrefs.length) setTimeout(preload, 0, hrefs);
  }

  function start() {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = data.src;
    document.head.appendChild(script);
    preload((data.preload || '').split(' ').filter(Boolean));
  }

  // A button pressed before the app is there is held, and pressed again once the page has hydrated.
  function hold(event) {
    const button = event.target.closest?.('button');
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
    start();
  }
  document.addEventListener('click', hold, true);
  window.__replayEarlyClick = () => {
    document.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };

  // A client-rendered page (nothing in #root) has nothing to wait for.
  if (!document.getElementById('root')?.firstElementChild) start();

  // Once the page has loaded (its photos are in) and two frames have gone by (they are painted). Not at its
  // first largest-paint entry: that is often the heading, drawn before the photo.
  function afterPaint() {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
  ['pointerdown', 'keydown', 'touchstart'].forEach((type) => {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  setTimeout(start, 4000);
})();
