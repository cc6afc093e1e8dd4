import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { SectionIcon } from '../SectionIcon';
import { SafeHtml } from './SafeHtml';
import { SectionButton } from './SectionButton';
import { SectionFrame } from './SectionFrame';
import type { SectionProps } from './types';

export function BannerSection({ section, meta }: SectionProps<'banner'>) {
  return (
    <Box bg="brand.muted" borderLeftWidth="4px" borderColor="brand.accent">
      <SectionFrame py="10">
        <Flex gap="4" align="flex-start">
          <Box color="brand.accent" flexShrink={0} mt="1">
            <SectionIcon name={meta.icon ?? 'alert-triangle'} size={28} />
          </Box>
          <Box>
            <Heading as="h2" fontFamily="heading" fontWeight="semibold" fontSize="2xl" mb="1">
              {section.title}
            </Heading>
            {section.subtitle && (
              <Text fontWeight="medium" mb="2">
                {section.subtitle}
              </Text>
            )}
            <SafeHtml html={section.content} color="fg.muted" />
            <SectionButton section={section} />
          </Box>
        </Flex>
      </SectionFrame>
    </Box>
  );
}
