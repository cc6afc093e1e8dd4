import { Box, type BoxProps } from '@chakra-ui/react';

interface ChoiceLinkProps extends Omit<BoxProps, 'asChild'> {
  href: string;
  current: boolean;
}

/**
 * One choice of the booking page (a kind, a day) as a link to the page with it chosen: a plain link, so choosing
 * needs no script. The chosen one is the current page, for the eye and for a screen reader.
 */
export function ChoiceLink({ href, current, children, ...box }: ChoiceLinkProps) {
  return (
    <Box
      asChild
      borderColor={current ? 'brand.accent' : 'border'}
      bg={current ? 'bg.subtle' : 'bg'}
      _hover={{ borderColor: 'brand.accent' }}
      {...box}
    >
      <a href={href} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    </Box>
  );
}
