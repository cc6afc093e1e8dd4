import { Box, CloseButton, Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { SETTING_SECTIONS, SETTINGS } from '../../../common/settings';
import { MovedAddressesCard } from '../redirects/MovedAddressesCard';
import { SectionSettingsCard } from '../settings/SectionSettingsCard';
import { SettingsIntro } from '../settings/SettingsIntro';
import { matchesFilter } from '../settings/settingsFilter';

/**
 * Site Settings (docs/product.md, Admin panel): every setting of the registry, one card per section in the
 * registry's order.
 * About 150 fields, so a filter helps the owner find a key; the filter is deferred so typing stays smooth.
 */
export function SiteSettingsTab() {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);

  const visibleBySection = useMemo(() => {
    const visible = new Map<string, string[]>(SETTING_SECTIONS.map((section) => [section, []]));
    for (const definition of SETTINGS) {
      if (matchesFilter(definition, deferred)) visible.get(definition.section)?.push(definition.key);
    }
    return visible;
  }, [deferred]);
  const shownCount = [...visibleBySection.values()].reduce((sum, keys) => sum + keys.length, 0);

  return (
    <Stack gap="6">
      <SettingsIntro title="Site Settings">
        Every setting of the site in one place, grouped by section. Each field is named by its key.
      </SettingsIntro>
      <Box position="sticky" top="0" zIndex="docked" bg="brand.muted" py="3" mt="-3">
        <Field.Root>
          <Field.Label>Filter settings</Field.Label>
          <InputGroup
            startElement={<Search size={16} aria-hidden="true" />}
            endElement={
              filter ? (
                <CloseButton size="xs" aria-label="Clear the filter" onClick={() => setFilter('')} />
              ) : undefined
            }
          >
            <Input
              type="search"
              bg="bg"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setFilter('');
              }}
              placeholder="Type a key or a word, e.g. hero_title, phone or footer"
            />
          </InputGroup>
          <Field.HelperText aria-live="polite">
            {deferred.trim() === ''
              ? `${SETTINGS.length} settings`
              : `Showing ${shownCount} of ${SETTINGS.length} settings`}
          </Field.HelperText>
        </Field.Root>
      </Box>
      {shownCount === 0 && (
        <Text color="fg.muted" textAlign="center" py="10">
          No setting matches “{deferred.trim()}”. Try part of a key, such as “title” or “phone”.
        </Text>
      )}
      {SETTING_SECTIONS.map((section) => (
        <SectionSettingsCard
          key={section}
          section={section}
          visible={(visibleBySection.get(section) ?? []).join(' ')}
        />
      ))}
      <MovedAddressesCard />
    </Stack>
  );
}
