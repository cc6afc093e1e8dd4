import { Container, type ContainerProps } from '@chakra-ui/react';
import { createContext, useContext } from 'react';

/** How the built-in blocks of a page are laid out: their width and where their headings stand. */
export interface BlockLook {
  width: '6xl' | '7xl';
  align: 'start' | 'center';
}

/**
 * The look of the built-in blocks of the page a section is on: 7xl with centred headings on
 * the site pages, 6xl with headings at the start on a community's recovery page. PageSections provides it; a
 * section renders in it as the blocks around it do.
 */
export const SectionLook = createContext<BlockLook>({ width: '7xl', align: 'center' });

/** The built-in blocks' vertical rhythm: 16 on a phone, 24 from md. */
export const BLOCK_PADDING_Y = { base: '16', md: '24' } as const;

/** A section's container: the width and the vertical spacing of the page's built-in blocks. */
export function SectionFrame(props: ContainerProps) {
  const { width } = useContext(SectionLook);
  return <Container maxW={width} py={BLOCK_PADDING_Y} {...props} />;
}
