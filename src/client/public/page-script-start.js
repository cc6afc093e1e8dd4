// Starts a public page's script (islands/main.ts) once the page's first photo is on screen, or at the visitor's
// first sign of life if that comes sooner. Nothing the first paint shows needs the script, and on a slow phone link
// it would share the bandwidth with that photo (docs/page-speed.md). A press that needs the script, made before it
// has run, is held and made again once it has. The server inlines this file into each public page in place of the
// built module tags (server/ssr/shell.ts), naming the entry and its imports in `data-modules`, and allows it by
// its hash in the Content-Security-Policy. The script says it has run with the event `page-script-ready`.
(() => {
  var modules = (document.currentScript.getAttribute('data-modules') || '').split(' ');
  var SIGNS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll'];
  var started = false;
  var ready = false;
  var held = [];

  function start() {
    if (started) return;
    started = true;
    SIGNS.forEach((type) => {
      removeEventListener(type, start, true);
    });
    // The imports first, so the entry finds them already on their way.
    modules.slice(1).forEach((href) => {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = modules[0];
    // A script that cannot load (blocked, a dropped connection) holds nothing: a photo's link is a link again.
    script.onerror = release;
    document.head.appendChild(script);
  }

  // Two frames after the photo is decoded: it has been painted.
  function afterPaint() {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(start, 0);
      });
    });
  }

  SIGNS.forEach((type) => {
    addEventListener(type, start, { capture: true, passive: true });
  });

  // What does nothing without the script: a plain button that opens no dialog itself (where the browser has no
  // invoker commands, one that does: the script opens its dialog, islands/behaviours/dialogs.ts), and a gallery
  // photo's link.
  var invokerCommands = 'command' in HTMLButtonElement.prototype;
  addEventListener(
    'click',
    (event) => {
      if (ready || !(event.target instanceof Element)) return;
      var control = event.target.closest('button, a[data-gallery-photo]');
      var plainButton =
        control && control.type === 'button' && !(invokerCommands && control.hasAttribute('commandfor'));
      if (!control || !(plainButton || control.tagName === 'A')) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(control) < 0) held.push(control);
      start();
    },
    true,
  );
  function release() {
    ready = true;
    held.forEach((control) => {
      if (control.isConnected) control.click();
    });
    held = [];
  }
  addEventListener('page-script-ready', release);

  // A page the browser prerenders paints nothing yet: nothing to wait for.
  if (document.prerendering) start();
  document.addEventListener('DOMContentLoaded', () => {
    var photo = document.querySelector('img[fetchpriority="high"]');
    if (photo && !photo.closest('[hidden]')) photo.decode().then(afterPaint, start);
    else afterPaint();
    // A photo that neither arrives nor fails does not hold the page's script back for long.
    setTimeout(start, 3000);
  });
})();
