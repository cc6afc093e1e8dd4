import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { type AdminTabId, adminAddressOf } from '../../common/panel-addresses';
import { useLeadsSummary } from './contact/NewLeadsCount';
import { useTrashCount } from './tabs/TrashTab';

/**
 * The panel's sections on a phone, where fourteen tabs do not fit a row: a menu of them all (two taps to any, each
 * named in full, with the new requests and the Trash counted) and, beside it, the requests one tap away.
 */
export function PhoneTabMenu({
  tabs,
  selected,
  onChoose,
}: {
  tabs: ReadonlyArray<{ value: AdminTabId; label: string }>;
  selected: AdminTabId;
  onChoose: (tab: AdminTabId) => void;
}) {
  const newCount = useLeadsSummary().data?.newCount ?? 0;
  const trashCount = useTrashCount().data?.count ?? 0;
  const counted = (tab: AdminTabId) => {
    if (tab === 'contact' && newCount) return ` (${newCount} new)`;
    if (tab === 'trash' && trashCount) return ` (${trashCount})`;
    return '';
  };
  return (
    <Flex hideFrom="md" gap="2" align="center" data-testid="phone-tab-menu">
      <NativeSelect.Root size="lg" flex="1" minW="0">
        <NativeSelect.Field
          aria-label="Panel section"
          value={selected}
          onChange={(event) => onChoose(event.currentTarget.value as AdminTabId)}
          bg="bg.panel"
          fontWeight="semibold"
        >
          {tabs.map((tab) => (
            <option key={tab.value} value={tab.value}>
              {tab.label}
              {counted(tab.value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {selected !== 'contact' && (
        <Button asChild size="lg" variant="outline" bg="bg.panel" flexShrink={0}>
          <RouterLink to={adminAddressOf('contact')}>
            <Inbox aria-hidden="true" />
            Requests{newCount ? ` (${newCount})` : ''}
          </RouterLink>
        </Button>
      )}
    </Flex>
  );
}
