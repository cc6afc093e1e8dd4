import { useSettings } from '../hooks/useSettings';
import { useLanguage } from '../i18n/language';
import { useAbsoluteUrl } from '../ssr/siteUrl';
import { JsonLd } from './JsonLd';
import { generalContractor } from './structuredData';

export function ContractorJsonLd() {
  const { setting } = useSettings();
  return <JsonLd data={generalContractor(setting, useAbsoluteUrl(), useLanguage())} />;
}
