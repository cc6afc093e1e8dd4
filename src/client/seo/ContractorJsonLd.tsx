import { useSettings } from '../hooks/useSettings';
import { useAbsoluteUrl } from '../ssr/siteUrl';
import { JsonLd } from './JsonLd';
import { generalContractor } from './structuredData';

export function ContractorJsonLd() {
  const { setting } = useSettings();
  return <JsonLd data={generalContractor(setting, useAbsoluteUrl())} />;
}
