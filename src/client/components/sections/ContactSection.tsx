import { Box, HStack, Link } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { useSettings } from '../../hooks/useSettings';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import { SectionFrame } from './SectionFrame';
import { SectionTitles } from './SectionTitles';
import type { SectionProps } from './types';

export function ContactSection({ section }: SectionProps<'contact'>) {
  const { setting } = useSettings();
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  return (
    <Box bg="#0b0b0c" color="white">
      <SectionFrame textAlign="center">
        <SectionTitles section={section} align="center" inverted />
        <SafeHtml html={section.content} color="whiteAlpha.800" maxW="3xl" mx="auto" />
        <HStack justify="center" gap="6" mt="4" flexWrap="wrap">
          <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} color="white">
            <Phone size={18} aria-hidden="true" /> {phone}
          </Link>
          <Link href={`mailto:${email}`} color="white">
            <Mail size={18} aria-hidden="true" /> {email}
          </Link>
        </HStack>
        <SectionButton section={section} inverted />
      </SectionFrame>
    </Box>
  );
}
