import DOMPurify from 'dompurify';
import type { SanitizeHtml } from '../../ssr/htmlSanitizer';

/**
 * In the browser: DOMPurify with the HTML profile; without a DOM, nothing. Imported by the section renderers
 * only, so DOMPurify (which builds its allow-lists when its module is evaluated) is not part of the app's
 * start-up but of the pages' code, evaluated in a task of its own (client/startup.tsx).
 */
export const sanitizeInBrowser: SanitizeHtml = (html) =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';
