import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { COMMUNITIES } from '../../common/constants';
import { leadFieldValuesOf } from '../../common/leads/fields';
import { CONTACT_FORM, postedOutcome } from '../../common/routing/query';
import { PageMeta } from '../components/PageMeta';
import { PageSections } from '../components/sections/PageSections';
import { BookingOffer } from '../features/booking/BookingOffer';
import { ContactFaq } from '../features/contact/ContactFaq';
import type { ContactFormProps } from '../features/contact/ContactForm';
import { ContactHeader } from '../features/contact/ContactHeader';
import { ContactInfo } from '../features/contact/ContactInfo';
import { ServiceAreaMap } from '../features/contact/ServiceAreaMap';
import { useSettings } from '../hooks/useSettings';
import { useMessages } from '../i18n/useMessages';
import { Island } from '../islands/Island';
import { JsonLd } from '../seo/JsonLd';
import { faqPage } from '../seo/structuredData';
import { trpc } from '../trpc';

/**
 * After a send, `?sent=<receipt>` shows what was sent: read on the server with the page (common/routes.ts declares
 * the read), never kept by the page cache. Its own component, so the page without a receipt makes no such read.
 */
function ContactFormWithReceipt({
  receipt,
  form,
}: {
  receipt: string;
  form: Omit<ContactFormProps, 'sentSummary'>;
}) {
  const sent = trpc.public.contact.receipt.useQuery({ receipt });
  const summary = sent.data ? { ...leadFieldValuesOf(sent.data), photoCount: sent.data.photoCount } : null;
  return <Island name="contactForm" props={{ ...form, sentSummary: summary }} />;
}

/** Contact (docs/product.md, Contact form): the form, how to reach us, hours and area, common questions. */
export function ContactPage() {
  const { setting } = useSettings();
  const faq = useMessages().contact.faq.entries;
  const [search] = useSearchParams();
  const title = setting('contact_title');
  const description = setting('contact_description');
  const posted = postedOutcome(search);
  const community = COMMUNITIES.find((entry) => entry.id === search.get(CONTACT_FORM.communityParam));
  const form = {
    title: setting('contact_form_title'),
    description: setting('contact_form_description'),
    posted,
    community: community?.id ?? null,
    phone: setting('contact_phone'),
  };

  return (
    <>
      <PageMeta title={title} description={description} image="/images/about-hero.jpg" />
      <JsonLd data={faqPage(faq)} />
      <ContactHeader title={title} description={description} />
      <PageSections pageId="contact" after="header" />
      <Container maxW="6xl" position="relative" mt={{ base: '-12', md: '-16' }} pb={{ base: '16', md: '24' }}>
        <SimpleGrid columns={{ base: 1, lg: 12 }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Box gridColumn={{ lg: 'span 7' }}>
            {posted.receipt ? (
              <ContactFormWithReceipt receipt={posted.receipt} form={form} />
            ) : (
              <Island name="contactForm" props={{ ...form, sentSummary: null }} />
            )}
          </Box>
          <Box gridColumn={{ lg: 'span 5' }} pt={{ lg: '24' }}>
            <BookingOffer />
            <ContactInfo setting={setting} />
          </Box>
        </SimpleGrid>
      </Container>
      <PageSections pageId="contact" after="form" />
      <ServiceAreaMap />
      <PageSections pageId="contact" after="service-area-map" />
      <ContactFaq />
      <PageSections pageId="contact" />
    </>
  );
}
