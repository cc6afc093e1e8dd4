import { Box, Container, Tabs } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { COMMUNITIES } from '../../../common/constants';
import { communityPath } from '../../../common/routes';
import { useLanguage } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';

/**
 * The community switch, floating over the top of the hero photo (the hero leaves room for it). Each tab is a
 * link to its community's page (`/wildfire-recovery?community=altadena`), so it works without JavaScript; with
 * it, the tab loads that page in place of this one (islands/CommunityTabsIsland.tsx).
 */
export function CommunityTabsList() {
  const m = useMessages().wildfire;
  const language = useLanguage();
  return (
    <Box position="absolute" top="0" insetX="0" zIndex="1">
      <Container maxW="6xl" pt={{ base: '6', md: '8' }}>
        <Tabs.List
          aria-label={m.tabsLabel}
          display="inline-flex"
          gap="1"
          p="1"
          bg="rgba(0,0,0,0.5)"
          backdropFilter="blur(8px)"
          borderWidth="1px"
          borderColor="whiteAlpha.300"
          borderRadius="full"
        >
          {COMMUNITIES.map((community) => (
            <Tabs.Trigger
              key={community.id}
              value={community.id}
              asChild
              px={{ base: '4', md: '5' }}
              h="10"
              borderRadius="full"
              color="whiteAlpha.900"
              fontWeight="medium"
              _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
              _selected={{ bg: 'white', color: 'black', _hover: { bg: 'white', color: 'black' } }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '2px' }}
            >
              {/* A link: without JavaScript (or before the page's script) it loads its community's page. Its
                  `type` (the linked page's) replaces the tab's `type="button"`, which a link may not have. */}
              <a href={communityPath(community.id, language)} type="text/html">
                <MapPin size={16} aria-hidden="true" />
                {community.tab}
              </a>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Container>
    </Box>
  );
}
