/**
 * An embedded map (`data-frame-src`, features/contact/ServiceAreaMapFrame.tsx) is put in once the visitor scrolls
 * near it: it is about a megabyte of script, and the browser's own lazy loading starts it more than a screen
 * early, beside the page's photos.
 */
export function insertMapFramesNearView() {
  const frames = document.querySelectorAll<HTMLElement>('[data-frame-src]');
  if (!frames.length) return;
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
