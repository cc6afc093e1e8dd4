import { useLocation } from 'react-router-dom';
import { LANGUAGES, type Language, LOCALES } from '../../common/i18n/languages';
import { alternatesOf } from '../../common/routing/alternates';
import { addressIn } from '../../common/routing/resolve';
import { useSettings } from '../hooks/useSettings';
import { useLanguage } from '../i18n/language';
import { useProjectSlugIn } from '../i18n/sitePaths';
import { useAbsoluteUrl } from '../ssr/siteUrl';

/** A language's locale as Open Graph writes it: `es_US`. */
const ogLocale = (language: Language) => LOCALES[language].replace('-', '_');

interface PageMetaProps {
  title?: string;
  description?: string;
  /** The page's share image (its hero photo, a project's cover); the home hero when omitted. */
  image?: string;
  /**
   * What the share image shows, for those who cannot see it (`og:image:alt`, `twitter:image:alt`): the photo's
   * alt text where the owner wrote one; the page's title for a hero that is only a backdrop.
   */
  imageAlt?: string | undefined;
  /**
   * The canonical path when it is not simply the current path (e.g. a query that selects content), in any
   * language: the page's own language's address is the canonical one. Null for a page that is no address's own
   * (the 404 page, shared by every address no page has): no canonical URL, no other languages.
   */
  canonicalPath?: string | null;
}

/**
 * React 19 hoists these into <head> (the server render moves them there too): title, description,
 * keywords and author from the SEO settings, the canonical URL on PUBLIC_URL, Open Graph and Twitter cards.
 */
export function PageMeta({ title, description, image, imageAlt, canonicalPath }: PageMetaProps) {
  const { setting } = useSettings();
  const { pathname } = useLocation();
  const absolute = useAbsoluteUrl();
  const company = setting('company_name');
  const fullTitle = title ? `${title} | ${company}` : setting('home_meta_title');
  const summary = description || setting('home_meta_description');
  const language = useLanguage();
  const ownPath = canonicalPath === null ? null : (canonicalPath ?? pathname);
  const projectSlug = useProjectSlugIn(pathname);
  const url = ownPath === null ? null : absolute(addressIn(ownPath, language, projectSlug) ?? ownPath);
  const alternates = ownPath === null ? [] : alternatesOf(ownPath, projectSlug);
  const imageUrl = absolute(image || setting('hero_image'));
  const imageText = imageAlt?.trim() || fullTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={setting('site_meta_keywords')} />
      <meta name="author" content={setting('site_meta_author')} />
      {url && <link rel="canonical" href={url} />}
      {alternates.map(({ hreflang, path }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(path)} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={ogLocale(language)} />
      {alternates.length > 0 &&
        LANGUAGES.filter((other) => other !== language).map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
        ))}
      <meta property="og:site_name" content={company} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageText} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageText} />
    </>
  );
}
