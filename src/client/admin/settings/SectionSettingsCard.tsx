import { Badge, Box, Card, Heading, HStack, SimpleGrid } from '@chakra-ui/react';
import { memo } from 'react';
import { sectionTitle, settingsInSection } from '../../../common/settings';
import { SettingField } from './SettingField';
import { keyLabel } from './settingsFilter';

/**
 * One field of the Site Settings list. Memoized so typing in the filter re-renders only the rows whose
 * visibility flips; hidden rows stay mounted, so nothing the owner typed is lost while filtering.
 */
const SiteSettingRow = memo(function SiteSettingRow({
  settingKey,
  hidden,
}: {
  settingKey: string;
  hidden: boolean;
}) {
  return (
    <Box display={hidden ? 'none' : undefined} data-filter-hidden={hidden || undefined}>
      <SettingField settingKey={settingKey} label={keyLabel(settingKey)} showUpdated />
    </Box>
  );
});

/** A registry section as a card titled by `sectionTitle`; `visible` lists the keys the filter keeps. */
export const SectionSettingsCard = memo(function SectionSettingsCard({
  section,
  visible,
}: {
  section: string;
  /** Keys to show, joined by spaces: a string keeps memo comparisons cheap and stable. */
  visible: string;
}) {
  const shown = new Set(visible === '' ? [] : visible.split(' '));
  const keys = settingsInSection(section).map((definition) => definition.key);
  const headingId = `site-settings-${section}`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      display={visible === '' ? 'none' : undefined}
      data-section={section}
    >
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading id={headingId} as="h3" size="md">
            {sectionTitle(section)}
          </Heading>
          <Badge variant="subtle" colorPalette="gray">
            {shown.size < keys.length ? `${shown.size} of ${keys.length}` : keys.length}{' '}
            {keys.length === 1 ? 'setting' : 'settings'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          {keys.map((key) => (
            <SiteSettingRow key={key} settingKey={key} hidden={!shown.has(key)} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
});
