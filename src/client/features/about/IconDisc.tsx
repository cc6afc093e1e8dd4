import { Flex, type FlexProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** The About page's round icon: gold on near-black, decorative (the text beside it says what it means). */
export function IconDisc({ icon: Icon, ...props }: { icon: LucideIcon } & FlexProps) {
  return (
    <Flex
      align="center"
      justify="center"
      boxSize="12"
      borderRadius="full"
      bg={{ _light: '#0b0b0c', _dark: '#1f1f22' }}
      color="brand.accent"
      aria-hidden="true"
      {...props}
    >
      <Icon size={22} />
    </Flex>
  );
}
