import { Stack } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { CONFIRMATIONS, TOASTS } from '../../../common/messages';
import type { Project } from '../../../common/schemas/portfolio';
import { trpc } from '../../trpc';
import { ServiceAreasPanel } from '../areas/ServiceAreasPanel';
import { offerUntrash } from '../history/useRestore';
import { ProjectEditorDialog } from '../portfolio/ProjectEditorDialog';
import { ProjectRow, ProjectRowSkeleton } from '../portfolio/ProjectRow';
import { PORTFOLIO_PREVIEW } from '../preview/previewPages';
import { WithLivePreview } from '../preview/WithLivePreview';
import { EntityListTab } from '../shared/EntityListTab';
import { deleteCallbacks, useEntityTargets } from '../shared/useEntityTargets';
import { listReorder } from '../shared/useListReorder';

const SKELETONS = ['a', 'b', 'c'];

/**
 * Portfolio tab (docs/product.md, Admin panel): every project with edit and delete, and the project dialog,
 * beside the live preview of the portfolio page.
 */
export function PortfolioTab() {
  const utils = trpc.useUtils();
  const projects = trpc.public.portfolio.list.useQuery();
  const targets = useEntityTargets<Project>();
  const remove = trpc.admin.portfolio.delete.useMutation(
    deleteCallbacks({
      deletedTitle: TOASTS.projectDeleted,
      failed: (error) => ({ title: TOASTS.projectDeleteFailed, description: error.message }),
      closeDelete: targets.closeDelete,
      refresh: () => utils.public.portfolio.invalidate(),
      untrash: (id) => offerUntrash(TOASTS.projectDeleted, 'project', id, utils),
    }),
  );

  const reorder = trpc.admin.portfolio.reorder.useMutation({
    onSettled: () => utils.public.portfolio.invalidate(),
  });
  const onMove = listReorder<Project>({
    cancel: () => void utils.public.portfolio.list.cancel(),
    setList: (list) => utils.public.portfolio.list.setData(undefined, list),
    save: (ids, undo) => reorder.mutateAsync({ ids, undo }),
    savedTitle: TOASTS.projectsReordered,
    failedTitle: TOASTS.projectsReorderFailed,
  });

  return (
    <WithLivePreview pages={PORTFOLIO_PREVIEW}>
      <EntityListTab
        kind="project"
        title="Portfolio Projects"
        description="Visitors see the projects in this order: drag one by its handle to move it. Featured projects appear on the homepage; the first photo of a project is its cover."
        countLabel={(count) => `${count} ${count === 1 ? 'project' : 'projects'}`}
        addLabel="Add Project"
        what="the projects"
        empty={{
          icon: <Images size={40} />,
          title: 'No Projects Yet',
          text: 'Add your first project with its photos; it will appear on the portfolio page right away.',
        }}
        query={projects}
        targets={targets}
        skeletons={
          <Stack gap="3">
            {SKELETONS.map((key) => (
              <ProjectRowSkeleton key={key} />
            ))}
          </Stack>
        }
        listLabel="Projects"
        row={(project, drag) => (
          <ProjectRow
            key={project.id}
            project={project}
            drag={drag}
            onEdit={targets.edit}
            onDelete={targets.confirmDelete}
          />
        )}
        onMove={onMove}
        dialog={ProjectEditorDialog}
        remove={{
          confirmTitle: (project) => `Delete ${project?.title ?? 'project'}?`,
          message: CONFIRMATIONS.deleteProject,
          isPending: remove.isPending,
          mutate: remove.mutate,
        }}
      />
      <ServiceAreasPanel />
    </WithLivePreview>
  );
}
