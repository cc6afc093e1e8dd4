import { Box, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, HardHat, Leaf, type LucideIcon, Medal, ShieldCheck } from 'lucide-react';
import { ABOUT_CREDENTIAL_COUNT } from '../../../common/settings';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { useMessages } from '../../i18n/useMessages';
import { SectionIntro } from '../home/SectionIntro';
import { IconDisc } from './IconDisc';

interface Certification {
  id: string;
  icon: LucideIcon;
  title: string;
  detail: string;
}

/** The icon of each credential, by position; the words are settings (about_credential{n}_title, _detail). */
const CREDENTIAL_ICONS: readonly LucideIcon[] = [BadgeCheck, ShieldCheck, HardHat, Leaf, Medal];

export function Certifications() {
  const { setting } = useSettings();
  const m = useMessages().about;
  const license = setting('company_license_number');
  const items: Certification[] = Array.from({ length: ABOUT_CREDENTIAL_COUNT }, (_, index) => {
    const n = index + 1;
    const detail = setting(`about_credential${n}_detail`);
    return {
      id: `about_credential${n}`,
      icon: CREDENTIAL_ICONS[index % CREDENTIAL_ICONS.length] ?? BadgeCheck,
      title: setting(`about_credential${n}_title`),
      // The first credential is the license: its number comes from the business profile.
      detail: n === 1 ? `${detail} ${license}` : detail,
    };
  });
  return (
    <Box
      as="section"
      aria-labelledby="certifications-title"
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(835, 554, [746, 716])}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Box gridColumn={{ lg: 'span 2' }}>
            <SectionIntro
              id="certifications-title"
              eyebrow={m.credentialsEyebrow}
              title={m.credentialsTitle}
              description={m.credentialsText}
              align="start"
            />
          </Box>
          <Stack
            as="ul"
            gridColumn={{ lg: 'span 3' }}
            gap="4"
            listStyleType="none"
            data-testid="certifications"
          >
            {items.map(({ id, icon, title, detail }) => (
              <Flex
                as="li"
                key={id}
                gap="5"
                align="center"
                bg="bg"
                p={{ base: '5', md: '6' }}
                borderRadius="xl"
                borderWidth="1px"
                borderColor="border.muted"
                boxShadow="xs"
              >
                <IconDisc icon={icon} flexShrink={0} />
                <Box>
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted" mt="0.5">
                    {detail}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
