import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SERVICE_NAMES } from '../../../common/constants';
import { SERVICES_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { SettingsCard } from '../settings/SettingsCard';
import { SettingsIntro } from '../settings/SettingsIntro';

const CARD_TITLES: Readonly<Record<(typeof SERVICE_NAMES)[number], string>> = {
  custom_homes: 'Custom Homes',
  remodels: 'Remodels',
  adu: 'ADU',
  commercial: 'Commercial',
};

/**
 * Services (docs/product.md, Admin panel): the page heading, then each of the four services in its own card.
 */
export function ServicesTab() {
  return (
    <WithLivePreview pages={SERVICES_PREVIEW}>
      <Stack gap="6">
        <SettingsIntro title="Services">
          The Services page heading and the four services shown on the Services page and the home page. Each
          line of "What's Included" is one item of the list under the service; drag the handles to reorder.
        </SettingsIntro>
        <SettingsCard title="Services Page" keys={['services_title', 'services_description']} />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
          {SERVICE_NAMES.map((name) => (
            <SettingsCard
              key={name}
              title={CARD_TITLES[name]}
              keys={[
                `service_${name}_title`,
                `service_${name}_description`,
                `service_${name}_image`,
                `service_${name}_features`,
              ]}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </WithLivePreview>
  );
}
