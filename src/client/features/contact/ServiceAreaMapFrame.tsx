import { SERVICE_AREA_MAP_URL } from './links';

const FILL = { position: 'relative', border: 0, width: '100%', height: '100%', display: 'block' } as const;

/**
 * The embedded Google map of the service area, put in by the page's script (islands/main.ts) once the visitor
 * scrolls near it. Until then (and without JavaScript) its box shows what the parent draws behind it.
 */
export function ServiceAreaMapFrame() {
  return (
    <div data-frame-src={SERVICE_AREA_MAP_URL} data-frame-title="Map of our service area" style={FILL} />
  );
}
