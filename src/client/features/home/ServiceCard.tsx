import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { splitList } from '../../../common/settings';
import { SafeImage } from '../../components/SafeImage';
import { cardHover, fadeUp } from './motion';

/** One of two columns from md (2rem gap) in the 7xl container; one full column on phones. */
const SERVICE_IMAGE_SIZES =
  '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), ' +
  '(min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

interface ServiceCardProps {
  title: string;
  description: string;
  image: string;
  features: string;
  index: number;
}

export function ServiceCard({ title, description, image, features, index }: ServiceCardProps) {
  return (
    <Box
      as="article"
      data-testid="service-card"
      bg="bg"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      display="flex"
      flexDirection="column"
      {...cardHover}
      {...fadeUp(index)}
    >
      <SafeImage
        src={image}
        alt={title}
        w="full"
        h="auto"
        aspectRatio={{ base: '3 / 2', md: '16 / 9' }}
        objectFit="cover"
        htmlWidth={1200}
        htmlHeight={800}
        loading="lazy"
        sizes={SERVICE_IMAGE_SIZES}
      />
      <Box p={{ base: '6', md: '8' }} flex="1">
        <Heading as="h3" fontFamily="heading" fontWeight="semibold" fontSize="2xl">
          {title}
        </Heading>
        <Text mt="3" color="fg.muted" lineHeight="tall">
          {description}
        </Text>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gapX="6" gapY="2" mt="6" listStyleType="none">
          {splitList(features).map((feature) => (
            <Flex as="li" key={feature} gap="2" align="flex-start" fontSize="sm">
              <Box as="span" color="brand.accent" mt="0.5" flexShrink={0} aria-hidden="true">
                <CircleCheck size={16} />
              </Box>
              <Text as="span">{feature}</Text>
            </Flex>
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
