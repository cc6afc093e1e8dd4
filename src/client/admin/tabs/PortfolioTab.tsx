import { Button, Stack } from '@chakra-ui/react';
import { Images, Plus } from 'lucide-react';
import { useState } from 'react';
import { CONFIRMATIONS, TOASTS } from '../../../common/messages';
import type { Project } from '../../../common/schemas/portfolio';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { ProjectDialog } from '../portfolio/ProjectDialog';
import { ProjectRow, ProjectRowSkeleton } from '../portfolio/ProjectRow';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState, LoadError, TabHeader } from '../shared/TabParts';

const SKELETONS = ['a', 'b', 'c'];

/**
 * Portfolio tab (docs/product.md, Admin panel): every project with edit and delete, and the project dialog.
 */
export function PortfolioTab() {
  const utils = trpc.useUtils();
  const projects = trpc.public.portfolio.list.useQuery();
  // `project` outlives `open` so the dialog keeps its title while it animates out.
  const [dialog, setDialog] = useState<{ open: boolean; project: Project | null }>({
    open: false,
    project: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; project: Project | null }>({
    open: false,
    project: null,
  });
  const closeDelete = () => setDeleting((current) => ({ ...current, open: false }));
  const remove = trpc.admin.portfolio.delete.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: TOASTS.projectDeleted });
      closeDelete();
      await utils.public.portfolio.invalidate();
    },
    onError: (error) => {
      toaster.create({ type: 'error', title: TOASTS.projectDeleteFailed, description: error.message });
      closeDelete();
    },
  });

  const add = () => setDialog({ open: true, project: null });
  const addButton = (
    <Button bg="brand.solid" color="brand.contrast" onClick={add}>
      <Plus aria-hidden="true" /> Add Project
    </Button>
  );
  const count = projects.data?.length;

  return (
    <>
      <TabHeader
        title="Portfolio Projects"
        description="Featured projects appear on the homepage. The first photo of a project is its cover."
        count={count === undefined ? undefined : `${count} ${count === 1 ? 'project' : 'projects'}`}
        action={addButton}
      />
      {projects.isPending ? (
        <Stack gap="3">
          {SKELETONS.map((key) => (
            <ProjectRowSkeleton key={key} />
          ))}
        </Stack>
      ) : projects.isError ? (
        <LoadError what="the projects" onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <EmptyState
          icon={<Images size={40} />}
          title="No Projects Yet"
          text="Add your first project with its photos; it will appear on the portfolio page right away."
          action={addButton}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Projects">
          {projects.data.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              onEdit={(chosen) => setDialog({ open: true, project: chosen })}
              onDelete={(chosen) => setDeleting({ open: true, project: chosen })}
            />
          ))}
        </Stack>
      )}
      <ProjectDialog
        open={dialog.open}
        entity={dialog.project}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting.open}
        title={`Delete ${deleting.project?.title ?? 'project'}?`}
        message={CONFIRMATIONS.deleteProject}
        pending={remove.isPending}
        onConfirm={() => deleting.project && remove.mutate({ id: deleting.project.id })}
        onClose={closeDelete}
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
