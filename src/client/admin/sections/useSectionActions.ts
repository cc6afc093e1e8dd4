import type { PageId } from '../../../common/constants';
import { TOASTS } from '../../../common/messages';
import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { toaster } from '../../components/toastStore';
import { failureOf, trpc } from '../../trpc';
import { offerReorderUndo } from '../history/offerReorderUndo';
import { offerUndo, offerUntrash } from '../history/useRestore';
import { notePreviewSave } from '../preview/previewSaves';

const failed = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: failureOf(error).message });

const succeeded = (title: string) => () => toaster.create({ type: 'success', title });

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Every write of the sections editor, with its notifications (src/common/messages/). Each write refreshes
 * the admin lists and the public reads, so an open public page shows the change without a reload.
 */
export function useSectionActions(pageId: PageId) {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.admin.pageSections.list.invalidate(), utils.public.pageSections.active.invalidate()]);
  // The live preview reloads after every confirmed write, and looks for the section written when there is one.
  const previewed =
    <T>(then: (saved: T) => unknown) =>
    (saved: T) => {
      const section = saved as { id?: unknown; title?: unknown };
      notePreviewSave({
        pageId,
        sectionId: typeof section?.id === 'number' ? section.id : undefined,
        text: typeof section?.title === 'string' ? section.title : undefined,
      });
      return then(saved);
    };

  const create = trpc.admin.pageSections.create.useMutation({
    onSuccess: previewed(succeeded(TOASTS.sectionCreated)),
    onError: failed(TOASTS.sectionCreateFailed),
    onSettled: refresh,
  });
  const update = trpc.admin.pageSections.update.useMutation({
    onSuccess: previewed((saved: { id: number }) =>
      offerUndo(TOASTS.sectionUpdated, 'section', saved.id, utils),
    ),
    onError: failed(TOASTS.sectionUpdateFailed),
    onSettled: refresh,
  });
  const remove = trpc.admin.pageSections.delete.useMutation({
    onSuccess: previewed(({ id }: { id: number }) =>
      offerUntrash(TOASTS.sectionDeleted, 'section', id, utils),
    ),
    onError: failed(TOASTS.sectionDeleteFailed),
    onSettled: refresh,
  });
  const duplicate = trpc.admin.pageSections.duplicate.useMutation({
    onSuccess: previewed(succeeded(TOASTS.sectionDuplicated)),
    onError: failed(TOASTS.sectionDuplicateFailed),
    onSettled: refresh,
  });
  const mirror = trpc.admin.pageSections.mirror.useMutation({
    onSuccess: previewed(() => undefined),
    onError: failed(TOASTS.sectionsMirrorFailed),
    onSettled: refresh,
  });

  // Optimistic: the dropped row must stay where it was dropped, not jump back until the server answers.
  // A failure is told by the caller: a drop says the move failed, an Undo that its undo did (offerReorderUndo).
  const reorderMutation = trpc.admin.pageSections.reorder.useMutation({
    onSuccess: previewed(() => undefined),
    onSettled: refresh,
  });

  const reorder = (sections: readonly PageSectionRecord[], from: number, to: number) => {
    if (from === to) return;
    void utils.admin.pageSections.list.cancel({ pageId });
    const next = move(sections, from, to).map((section, index) => ({ ...section, sortOrder: index }));
    utils.admin.pageSections.list.setData({ pageId }, next);
    const earlier = sections.map(({ id, sortOrder }) => ({ id, sortOrder }));
    void reorderMutation.mutateAsync({ updates: next.map(({ id, sortOrder }) => ({ id, sortOrder })) }).then(
      // Undo saves the places from before the move through the same procedure (its preview included).
      () =>
        offerReorderUndo({
          title: TOASTS.sectionsReordered,
          undo: () => reorderMutation.mutateAsync({ updates: earlier, undo: true }),
        }),
      // The rollback snapshot travels with this one call, so two quick drops each restore their own.
      (error: unknown) => {
        utils.admin.pageSections.list.setData({ pageId }, [...sections]);
        failed(TOASTS.sectionsReorderFailed)(error);
      },
    );
  };

  return { create, update, remove, duplicate, mirror, reorder };
}
