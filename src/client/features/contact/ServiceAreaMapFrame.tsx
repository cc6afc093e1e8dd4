import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { serviceAreaMapUrl } from './links';

const FILL = { position: 'relative', border: 0, width: '100%', height: '100%', display: 'block' } as const;

/**
 * The embedded Google map of the service area, put in by the page's script (islands/main.ts) once the visitor
 * scrolls near it. Until then (and without JavaScript) its box shows what the parent draws behind it.
 */
export function ServiceAreaMapFrame() {
  const { frameTitle } = useMessages().contact.map;
  const language = useLanguage();
  return <div data-frame-src={serviceAreaMapUrl(language)} data-frame-title={frameTitle} style={FILL} />;
}
