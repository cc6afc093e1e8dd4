import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { SITE_PAGE_IDS } from '../../../common/constants';
import { ADVANCED_PAGES_PREVIEW, pathOf } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { PageSectionsEditor } from '../sections/PageSectionsEditor';
import { PAGE_LABELS } from '../sections/texts';
import { useSubTab } from '../useAdminAddress';

/**
 * Advanced Pages (docs/product.md, Admin panel): the page-sections editor of each site page, one at a time; the
 * live preview shows the page chosen. Each page has its address (/admin/advanced-pages/about).
 */
export function AdvancedPagesTab() {
  const [pageId, setPageId] = useSubTab('enhanced-pages', SITE_PAGE_IDS);
  return (
    <WithLivePreview pages={ADVANCED_PAGES_PREVIEW} editing={pathOf(pageId)}>
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="xl">
            Advanced Pages
          </Heading>
          <Text color="fg.muted">
            Extra sections shown between the blocks of each page or at its end. Choose a page, then add, edit,
            reorder or hide its sections; changes appear on the public site right away.
          </Text>
        </Box>
        <Tabs.Root
          value={pageId}
          onValueChange={(details) => setPageId(details.value as (typeof SITE_PAGE_IDS)[number])}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Box overflowX="auto" pb="1">
            <Tabs.List aria-label="Page to edit" minW="max-content">
              {SITE_PAGE_IDS.map((pageId) => (
                <Tabs.Trigger key={pageId} value={pageId}>
                  {PAGE_LABELS[pageId]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {SITE_PAGE_IDS.map((pageId) => (
            <Tabs.Content key={pageId} value={pageId} pt="4">
              <PageSectionsEditor pageId={pageId} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </WithLivePreview>
  );
}
