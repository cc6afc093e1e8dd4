import { useSettings } from '../hooks/useSettings';

/** React 19 hoists these into <head>: the page's title and description (SEO settings as fallbacks). */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const { setting } = useSettings();
  const company = setting('company_name');
  const fullTitle = title ? `${title} | ${company}` : setting('home_meta_title');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description || setting('home_meta_description')} />
      <meta name="keywords" content={setting('site_meta_keywords')} />
      <meta name="author" content={setting('site_meta_author')} />
    </>
  );
}
