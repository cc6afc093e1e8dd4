import { Box, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, HardHat, Leaf, type LucideIcon, Medal, ShieldCheck } from 'lucide-react';
import { belowTheFold } from '../../components/belowTheFold';
import { useSettings } from '../../hooks/useSettings';
import { SectionIntro } from '../home/SectionIntro';
import { IconDisc } from './IconDisc';

interface Certification {
  icon: LucideIcon;
  title: string;
  detail: string;
}

export function Certifications() {
  const { setting } = useSettings();
  const items: Certification[] = [
    {
      icon: BadgeCheck,
      title: 'Licensed General Contractor',
      detail: `California license ${setting('company_license_number')}`,
    },
    {
      icon: ShieldCheck,
      title: 'Bonded & Insured',
      detail: '$2M+ general liability coverage on every project',
    },
    {
      icon: HardHat,
      title: 'OSHA 30-Hour Safety Certified',
      detail: 'Site safety training for every project lead',
    },
    {
      icon: Leaf,
      title: 'Green Building Practices Certified',
      detail: 'Energy-efficient, sustainable construction methods and materials',
    },
    { icon: Medal, title: 'A+ Better Business Bureau Rating', detail: 'A long record of satisfied clients' },
  ];
  return (
    <Box
      as="section"
      aria-labelledby="certifications-title"
      bg="brand.muted"
      py={{ base: '16', md: '24' }}
      {...belowTheFold(960, 750)}
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Box gridColumn={{ lg: 'span 2' }}>
            <SectionIntro
              id="certifications-title"
              eyebrow="Credentials"
              title="Professional Certifications"
              description="Credentials you can verify, so you can hire with confidence. Ask us for copies of any of them."
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
            {items.map(({ icon, title, detail }) => (
              <Flex
                as="li"
                key={title}
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
