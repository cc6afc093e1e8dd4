import { Box, Container, HStack, Link } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { useSettings } from '../../hooks/useSettings';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

export function ContactSection({ section }: SectionProps<'contact'>) {
  const { setting } = useSettings();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  return (
    <Box bg="#0b0b0c" color="white">
      <Container maxW="4xl" py={{ base: '12', md: '16' }} textAlign="center">
        <SectionTitles section={section} subtitleColor="whiteAlpha.800" />
        <SafeHtml html={section.content} color="whiteAlpha.800" />
        <HStack justify="center" gap="6" mt="4" flexWrap="wrap">
          <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} color="white">
            <Phone size={18} aria-hidden="true" /> {phone}
          </Link>
          <Link href={`mailto:${email}`} color="white">
            <Mail size={18} aria-hidden="true" /> {email}
          </Link>
        </HStack>
        <SectionButton section={section} inverted />
      </Container>
    </Box>
  );
}
