import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AdminTabId, adminAddressOf, adminTabAt } from '../../../common/panel-addresses';
import { adminCardStyle } from './EntityRow';

interface SubTabSectionProps {
  tab: AdminTabId;
  /** Its own address under the tab (`/admin/contact-forms/alerts`) opens it. */
  subTab: string;
  icon: ReactNode;
  title: string;
  openLabel: string;
  testId: string;
  /** Shown whether it is open or not. */
  summary?: ReactNode;
  /** Its content, made only while it is open. */
  children: () => ReactNode;
}

/** A card of a tab that opens at its own address (Contact Forms → Alerts, → Booking), so Back closes it. */
export function SubTabSection({
  tab,
  subTab,
  icon,
  title,
  openLabel,
  testId,
  summary,
  children,
}: SubTabSectionProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = adminTabAt(pathname)?.subTab === subTab;
  const contentId = `${subTab}-settings`;
  return (
    <Box {...adminCardStyle} p={{ base: '4', md: '6' }} mb="6" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md" fontFamily="heading" display="flex" alignItems="center" gap="2">
          {icon} {title}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={() => navigate(adminAddressOf(tab, open ? undefined : subTab))}
          aria-expanded={open}
          aria-controls={contentId}
        >
          {open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
          {open ? 'Close' : openLabel}
        </Button>
      </Flex>
      {summary}
      {open && <Box id={contentId}>{children()}</Box>}
    </Box>
  );
}
