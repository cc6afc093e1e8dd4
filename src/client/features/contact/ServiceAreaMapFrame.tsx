import { useEffect, useRef, useState } from 'react';
import { SERVICE_AREA_MAP_URL } from './links';

const FILL = { position: 'relative', border: 0, width: '100%', height: '100%', display: 'block' } as const;

/**
 * The embedded Google map of the service area, added once the visitor scrolls near it. The map is about a
 * megabyte of script; the browser's own lazy loading would start it more than a screen early, beside the
 * page's photos and the app on a phone's connection. Until then (and without JavaScript) its box shows what
 * the parent draws behind it.
 */
export function ServiceAreaMapFrame() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={placeholder} style={FILL} />;
  return (
    <iframe
      title="Map of our service area"
      src={SERVICE_AREA_MAP_URL}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      style={FILL}
    />
  );
}
