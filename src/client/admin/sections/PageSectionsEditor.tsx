import { Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Copy, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { COMMUNITIES, type PageId } from '../../../common/constants';
import { CONFIRMATIONS, TOASTS } from '../../../common/messages';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { useOpenFromPreview } from '../preview/useOpenFromPreview';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { SectionFormDialog } from './SectionFormDialog';
import { SectionList } from './SectionList';
import { PAGE_LABELS } from './texts';
import { useSectionActions } from './useSectionActions';

interface PageSectionsEditorProps {
  pageId: PageId;
  mirrorTarget?: { pageId: PageId; label: string };
}

const cityOf = (pageId: PageId) => COMMUNITIES.find((community) => community.id === pageId)?.name;

/** The page-sections editor (docs/product.md, Page sections): the admin-managed sections of one page. */
export function PageSectionsEditor({ pageId, mirrorTarget }: PageSectionsEditorProps) {
  const list = trpc.admin.pageSections.list.useQuery({ pageId });
  const actions = useSectionActions(pageId);
  const [editing, setEditing] = useState<PageSectionRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PageSectionRecord | null>(null);
  const [mirroring, setMirroring] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<string>();
  const sections = list.data ?? [];
  const label = PAGE_LABELS[pageId];
  const edit = useCallback((section: PageSectionRecord | 'new', field?: string) => {
    setFocusOnOpen(field);
    setEditing(section);
  }, []);
  useOpenFromPreview('section', sections, editing !== null, edit);

  const mirror = () => {
    if (!mirrorTarget) return;
    const cityReplacements: Partial<Record<PageId, string>> = {};
    const sourceCity = cityOf(pageId);
    const targetCity = cityOf(mirrorTarget.pageId);
    if (sourceCity && targetCity)
      Object.assign(cityReplacements, { [pageId]: sourceCity, [mirrorTarget.pageId]: targetCity });
    actions.mirror.mutate(
      { sourcePage: pageId, targetPage: mirrorTarget.pageId, cityReplacements },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: TOASTS.sectionsMirrored(mirrorTarget.label) });
          setMirroring(false);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (deleting) actions.remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Card.Root data-testid={`sections-editor-${pageId}`}>
      <Card.Header>
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Box>
            <Heading as="h3" size="md">
              Page sections · {label}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Shown where each one is placed (at the end of the page, or after one of its blocks), top to
              bottom in this order; inactive ones stay hidden. Drag the handle (or focus it and press Space,
              then the arrow keys) to reorder.
            </Text>
          </Box>
          <HStack gap="2" flexShrink={0} wrap="wrap">
            {mirrorTarget && (
              <Button variant="outline" onClick={() => setMirroring(true)} disabled={sections.length === 0}>
                <Copy aria-hidden="true" />
                Mirror to {mirrorTarget.label}
              </Button>
            )}
            <Button bg="brand.solid" color="brand.contrast" onClick={() => edit('new')}>
              <Plus aria-hidden="true" />
              Add Section
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        {list.isPending ? (
          <Stack gap="2" aria-busy="true" aria-label="Loading sections">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} h="20" borderRadius="lg" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack align="flex-start" gap="3" role="alert">
            <Text>The sections could not be loaded: {list.error.message}</Text>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              Try Again
            </Button>
          </Stack>
        ) : sections.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="8" textAlign="center">
            <Text fontWeight="medium">No sections yet</Text>
            <Text fontSize="sm" color="fg.muted">
              Add a section to show extra content on the {label.toLowerCase()}, between its blocks or at its
              end.
            </Text>
          </Box>
        ) : (
          <SectionList
            droppableId={`sections-${pageId}`}
            sections={sections}
            onMove={(from, to) => actions.reorder(sections, from, to)}
            onToggle={(section) => actions.update.mutate({ id: section.id, isActive: !section.isActive })}
            onDuplicate={(section) => actions.duplicate.mutate({ id: section.id })}
            onEdit={edit}
            onDelete={setDeleting}
          />
        )}
      </Card.Body>

      <SectionFormDialog
        pageId={pageId}
        editing={editing}
        actions={actions}
        onClose={() => setEditing(null)}
        focusOnOpen={focusOnOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete section"
        message={CONFIRMATIONS.deleteSection}
        detail={
          deleting ? `“${deleting.title || deleting.sectionType}” will be removed from the page.` : undefined
        }
        confirmLabel="Delete"
        destructive
        pending={actions.remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      {mirrorTarget && (
        <ConfirmDialog
          open={mirroring}
          title={`Mirror to ${mirrorTarget.label}`}
          message={`Copy all ${sections.length} sections of ${label} to ${mirrorTarget.label}?`}
          detail={`${
            cityOf(pageId)
              ? `“${cityOf(pageId)}” becomes “${cityOf(mirrorTarget.pageId)}” in the copies. `
              : ''
          }The copies are added after the sections ${mirrorTarget.label} already has; nothing there is removed.`}
          confirmLabel="Mirror sections"
          pending={actions.mirror.isPending}
          onConfirm={mirror}
          onClose={() => setMirroring(false)}
        />
      )}
    </Card.Root>
  );
}
