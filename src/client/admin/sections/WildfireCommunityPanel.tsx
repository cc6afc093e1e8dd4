import { SimpleGrid, Stack } from '@chakra-ui/react';
import { COMMUNITIES } from '../../../common/constants';
import { SettingsCard } from '../settings/SettingsCard';
import { PageSectionsEditor } from './PageSectionsEditor';
import { wildfireGroups } from './wildfireGroups';

type Community = (typeof COMMUNITIES)[number];

/** One community of the Wildfire Recovery tab: its page's texts, then its page sections. */
export function WildfireCommunityPanel({ community }: { community: Community }) {
  const { before, steps, after } = wildfireGroups(community);
  const other = COMMUNITIES.find((candidate) => candidate.id !== community.id);
  return (
    <Stack gap="6">
      {before.map((group) => (
        <SettingsCard key={group.title} title={group.title} keys={group.keys} columns={group.columns} />
      ))}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {steps.map((group) => (
          <SettingsCard key={group.title} title={group.title} keys={group.keys} />
        ))}
      </SimpleGrid>
      {after.map((group) => (
        <SettingsCard key={group.title} title={group.title} keys={group.keys} columns={group.columns} />
      ))}
      <PageSectionsEditor
        pageId={community.id}
        mirrorTarget={other ? { pageId: other.id, label: other.name } : undefined}
      />
    </Stack>
  );
}
