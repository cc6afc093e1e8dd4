import { Container, Stack } from '@chakra-ui/react';
import { SERVICE_NAMES } from '../../common/constants';
import { settingDefault } from '../../common/settings';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { ServiceBlock } from '../features/services/ServiceBlock';
import { ServicesCta } from '../features/services/ServicesCta';
import { ServicesHeader } from '../features/services/ServicesHeader';
import { ServicesSkeleton } from '../features/services/ServicesSkeleton';
import { WhyChoose } from '../features/services/WhyChoose';
import { useSettings } from '../hooks/useSettings';

export function ServicesPage() {
  // This page's settings read retries 3 times, 1 s apart (docs/product.md, Services).
  const { setting, data, isPending, isError } = useSettings({ retry: 3 });

  if (isError && !data) {
    // After the retries only the built-in header shows, without an error message.
    const title = settingDefault('services_title');
    const description = settingDefault('services_description');
    // Plain <title>, not PageMeta: a new settings reader mounting here would retry the read and loop.
    return (
      <>
        <title>{title}</title>
        <ServicesHeader title={title} description={description} />
      </>
    );
  }
  if (isPending) return <ServicesSkeleton />;

  const title = setting('services_title');
  const description = setting('services_description');
  return (
    <>
      <PageMeta title={title} description={description} image={setting('service_custom_homes_image')} />
      <ServicesHeader title={title} description={description} />
      <Container maxW="7xl" pb={{ base: '16', md: '24' }}>
        <Stack gap={{ base: '16', md: '28' }}>
          {SERVICE_NAMES.map((name, index) => (
            <ServiceBlock key={name} name={name} index={index} setting={setting} />
          ))}
        </Stack>
      </Container>
      <WhyChoose companyName={setting('company_name')} />
      <ServicesCta />
      <PageSections pageId="services" />
    </>
  );
}
