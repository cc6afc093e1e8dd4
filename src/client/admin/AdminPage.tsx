import { Box, Container, Heading, Tabs, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  type AdminTabId,
  adminAddressOf,
  adminTabAt,
  OWNER_MARKER_COOKIE,
} from '../../common/panel-addresses';
import { BrandStyles } from '../components/BrandStyles';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AdminHeader } from './AdminHeader';
import { AdminTabList } from './AdminTabList';
import { PasskeyOffer } from './account/PasskeyOffer';
import { AlertsOffer } from './contact/AlertsOffer';
import { useLeadsSummary } from './contact/NewLeadsCount';
import { NewLeadsLine } from './contact/NewLeadsLine';
import { PanelLoading } from './PanelLoading';
import { PhoneTabMenu } from './PhoneTabMenu';
import { PANEL_ADDRESS_EVENT } from './preview/focusField';
import { ADMIN_TABS } from './tabs';
import { useTrashCount } from './tabs/TrashTab';
import { useSession } from './useSession';

/** The marker the sign-in set (common/panel-addresses.ts), dropped once the panel finds the session over. */
const forgetOwnerMarker = () => {
  // One fixed string, no value to escape; the Cookie Store API is not in every browser the owner may use.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${OWNER_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/**
 * Signed-out visitors are sent to /login (docs/product.md, Sign-in), as an owner expects, and come back to the
 * address they asked for. The tab shown is the one the address names (/admin is Portfolio); choosing another is a
 * new history entry, so Back and reload keep the owner where he was.
 */
export default function AdminPage() {
  const { state, user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (state === 'unauthenticated') forgetOwnerMarker();
  }, [state]);
  // A click in the live preview on a word another tab holds opens that tab (preview/focusField.ts).
  useEffect(() => {
    const open = (event: Event) => {
      const address = (event as CustomEvent<unknown>).detail;
      if (typeof address === 'string' && address !== window.location.pathname) navigate(address);
    };
    window.addEventListener(PANEL_ADDRESS_EVENT, open);
    return () => window.removeEventListener(PANEL_ADDRESS_EVENT, open);
  }, [navigate]);
  // The tabs' counts come with the panel: a count arriving after it would push the tabs after it aside under the
  // owner's finger (a tap meant for Branding landed beside it).
  const leads = useLeadsSummary(Boolean(user));
  const trash = useTrashCount(Boolean(user));
  if (state === 'loading' || (user && (leads.isPending || trash.isPending))) {
    return <PanelLoading title="Admin Panel" label="Loading the admin panel" />;
  }
  // Signed out, or the second factor still to come (the login page shows that step).
  if (!user) {
    return <Navigate to="/login" replace state={{ from: pathname }} />;
  }
  const at = adminTabAt(pathname);
  if (!at) return <Navigate to={adminAddressOf('portfolio')} replace />;
  return (
    <Box minH="100vh" bg="brand.muted">
      <title>Admin Panel</title>
      <BrandStyles />
      <AdminHeader username={user.username} />
      <Container as="main" maxW="7xl" py="8">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Admin Panel
        </Heading>
        <Text color="fg.muted" mb="6">
          Answer new requests, and manage your portfolio projects and testimonials
        </Text>
        <NewLeadsLine />
        <PasskeyOffer />
        <AlertsOffer />
        <Tabs.Root
          value={at.tab}
          onValueChange={(details) => navigate(adminAddressOf(details.value as AdminTabId))}
          lazyMount
          unmountOnExit
          variant="enclosed"
          fitted={false}
        >
          <PhoneTabMenu
            tabs={ADMIN_TABS}
            selected={at.tab}
            onChoose={(tab) => navigate(adminAddressOf(tab))}
          />
          <AdminTabList selected={at.tab}>
            {ADMIN_TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
                {tab.Badge && <tab.Badge />}
              </Tabs.Trigger>
            ))}
          </AdminTabList>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} pt="6">
              <ErrorBoundary>
                <tab.Component />
              </ErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </Box>
  );
}
