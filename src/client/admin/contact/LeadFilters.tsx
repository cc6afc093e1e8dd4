import { Button, CloseButton, Field, HStack, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { categoryEnglishOf } from '../../../common/constants';
import { LEAD_LIMITS } from '../../../common/leads';

/**
 * The fire rebuilds' search, one tap away: the category's name, which both communities' rebuild project types
 * start with ("Fire Rebuild: Altadena"), so the search finds them all.
 */
const FIRE_REBUILD = categoryEnglishOf('fire-rebuild') ?? 'Fire Rebuild';

/**
 * The inbox's search and status filter, the "New (n)" shortcut (the leads nobody has answered yet) and the fire
 * rebuilds'. Search looks through names, e-mails, phones, project types, messages and notes.
 */
export function LeadFilters({
  search,
  onSearch,
  status,
  onStatus,
  statuses,
  newCount,
}: {
  search: string;
  onSearch: (next: string) => void;
  status: string;
  onStatus: (next: string) => void;
  statuses: readonly string[];
  newCount: number;
}) {
  const first = statuses[0];
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="5" align={{ md: 'end' }}>
      <Field.Root flex="2">
        <Field.Label>Search requests</Field.Label>
        <InputGroup
          startElement={<Search size={16} aria-hidden="true" />}
          endElement={
            search ? (
              <CloseButton size="xs" aria-label="Clear the search" onClick={() => onSearch('')} />
            ) : undefined
          }
        >
          <Input
            type="search"
            bg="bg"
            value={search}
            maxLength={LEAD_LIMITS.searchChars}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Name, phone, words of the message or notes"
          />
        </InputGroup>
      </Field.Root>
      <HStack gap="2" flex="1" align="end">
        <Field.Root flex="1">
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field bg="bg" value={status} onChange={(event) => onStatus(event.target.value)}>
              <option value="">All statuses</option>
              {statuses.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {first && (
          <Button
            variant={status === first ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={status === first}
            onClick={() => onStatus(status === first ? '' : first)}
            data-testid="new-filter"
          >
            {first} ({newCount})
          </Button>
        )}
        <Button
          variant={search === FIRE_REBUILD ? 'solid' : 'outline'}
          colorPalette="orange"
          aria-pressed={search === FIRE_REBUILD}
          onClick={() => onSearch(search === FIRE_REBUILD ? '' : FIRE_REBUILD)}
          data-testid="fire-rebuild-filter"
        >
          {FIRE_REBUILD}
        </Button>
      </HStack>
    </Stack>
  );
}
