import { Container, Stack } from '@chakra-ui/react';
import { SERVICE_NAMES } from '../../common/constants';
import { settingDefault } from '../../common/settings';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { ServiceBlock } from '../features/services/ServiceBlock';
import { ServicesCta } from '../features/services/ServicesCta';
import { ServicesHeader } from '../features/services/ServicesHeader';
import { WhyChoose } from '../features/services/WhyChoose';
import { useSettings } from '../hooks/useSettings';

export function ServicesPage() {
  const { setting, isError } = useSettings();

  if (isError) {
    // The server could not read the settings: only the built-in header shows, without an error message.
    const title = settingDefault('services_title');
    const description = settingDefault('services_description');
    // Plain <title>, not PageMeta: with the settings unread there is no company name or SEO text to add.
    return (
      <>
        <title>{title}</title>
        <ServicesHeader title={title} description={description} />
      </>
    );
  }
  const title = setting('services_title');
  const description = setting('services_description');
  return (
    <>
      <PageMeta title={title} description={description} image={setting('service_custom_homes_image')} />
      <ServicesHeader title={title} description={description} />
      <PageSections pageId="services" after="header" />
      <Container maxW="7xl" pb={{ base: '16', md: '24' }}>
        <Stack gap={{ base: '16', md: '28' }}>
          {SERVICE_NAMES.map((name, index) => (
            <ServiceBlock key={name} name={name} index={index} setting={setting} />
          ))}
        </Stack>
      </Container>
      <PageSections pageId="services" after="service-list" />
      <WhyChoose companyName={setting('company_name')} />
      <PageSections pageId="services" after="why-choose" />
      <ServicesCta />
      <PageSections pageId="services" />
    </>
  );
}
