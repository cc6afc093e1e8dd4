import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { COMMUNITIES } from '../../../common/constants';
import { communityPath, WILDFIRE_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { WildfireCommunityPanel } from '../sections/WildfireCommunityPanel';
import { useSubTab } from '../useAdminAddress';

const COMMUNITY_IDS = COMMUNITIES.map((community) => community.id);

/**
 * Wildfire Recovery (docs/product.md, Admin panel): one sub-tab per community with every text of its public
 * page and its page sections; all of Altadena's keys live in its sub-tab. The live preview shows the community
 * chosen. Each community has its address (/admin/wildfire-recovery/altadena).
 */
export function WildfireTab() {
  const [communityId, setCommunityId] = useSubTab('wildfire-recovery', COMMUNITY_IDS);
  return (
    <WithLivePreview pages={WILDFIRE_PREVIEW} editing={communityPath(communityId)}>
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="xl">
            Wildfire Recovery
          </Heading>
          <Text color="fg.muted">
            The recovery page of each community. Text saves when you leave a field; an empty field shows the
            built-in wording. The community's extra page sections are at the end.
          </Text>
        </Box>
        <Tabs.Root
          value={communityId}
          onValueChange={(details) => setCommunityId(details.value as (typeof COMMUNITY_IDS)[number])}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label="Community">
            {COMMUNITIES.map((community) => (
              <Tabs.Trigger key={community.id} value={community.id}>
                {community.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {COMMUNITIES.map((community) => (
            <Tabs.Content key={community.id} value={community.id} pt="4">
              <WildfireCommunityPanel community={community} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </WithLivePreview>
  );
}
