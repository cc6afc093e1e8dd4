import { Box, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { adminTabAt } from '../../../common/panel-addresses';
import { trpc } from '../../trpc';
import { SubTabSection } from '../shared/SubTabSection';
import { LoadError } from '../shared/TabParts';
import { AlertsDevices } from './AlertsDevices';
import { AlertsForm } from './AlertsForm';
import { AlertsTest } from './AlertsTest';
import { NotificationsNotice } from './NotificationsNotice';

/** The section's own address: /admin/contact-forms/alerts opens it. */
export const ALERTS_SUB_TAB = 'alerts';

/**
 * Contact Forms → Alerts (docs/leads.md, Alerts): whether alerts reach the owner, and, opened, where they go (the
 * alert addresses and the mail server), push on this device, the reminder, and "Send test alert".
 */
export function AlertsSection() {
  const { pathname } = useLocation();
  const open = adminTabAt(pathname)?.subTab === ALERTS_SUB_TAB;
  const settings = trpc.admin.alerts.get.useQuery(undefined, { enabled: open });
  return (
    <SubTabSection
      tab="contact"
      subTab={ALERTS_SUB_TAB}
      icon={<Bell size={18} aria-hidden="true" />}
      title="Alerts"
      openLabel="Set up alerts"
      testId="alerts-section"
      summary={
        <Box mt="4" mb={open ? '6' : '0'}>
          <NotificationsNotice />
        </Box>
      }
    >
      {() => (
        <Stack gap="6">
          {settings.isPending ? (
            <Stack gap="3">
              <Skeleton h="10" />
              <Skeleton h="24" />
            </Stack>
          ) : settings.isError ? (
            <LoadError what="the alert settings" onRetry={() => void settings.refetch()} />
          ) : (
            <>
              <AlertsDevices view={settings.data} />
              <Separator />
              <AlertsForm view={settings.data} />
              <Separator />
              <Stack gap="1">
                <Text fontWeight="semibold">Try it</Text>
                <Text fontSize="sm" color="fg.muted">
                  Sends a test e-mail to the alert addresses and a test push to every device above.
                </Text>
              </Stack>
              <AlertsTest />
            </>
          )}
        </Stack>
      )}
    </SubTabSection>
  );
}
