import { useState } from 'react';
import { TOASTS } from '../../../common/messages';
import { beforeAfterProblem, type Project } from '../../../common/schemas/portfolio';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { EntityDialog, type EntityDialogProps, type EntityFormProps } from '../shared/EntityDialog';
import { FormDialogContent } from '../shared/FormDialogContent';
import { useEntityForm, useEntitySave } from '../shared/useEntityForm';
import { ProjectFormFields } from './ProjectFormFields';
import { checkProject, EMPTY_PROJECT, formValuesOf, photosLeftToDescribe } from './projectForm';

/** Add or edit a project (the frame, its keying and its closing rules: shared/EntityDialog). */
export function ProjectEditorDialog(props: EntityDialogProps<Project>) {
  return <EntityDialog {...props} kind="project" size="xl" form={ProjectForm} />;
}

function ProjectForm({ entity: project }: EntityFormProps<Project>) {
  const utils = trpc.useUtils();
  const failedTitle = project ? TOASTS.projectUpdateFailed : TOASTS.projectCreateFailed;
  const { values, errors, setErrors, change, callbacks, form } = useEntityForm({
    initial: () => formValuesOf(project),
    // Featured or not changes where it shows, not how: the preview shows the words and photos.
    // The photos' details show in the dialog's viewer, not in the preview's cards. A before/after pair shows on
    // the project's page once both its photos are chosen.
    previewFields: ({
      featured: _featured,
      imageDetails: _details,
      spanishSlug: _spanishSlug,
      beforeAfter,
      ...fields
    }) => ({
      ...fields,
      beforeAfter: beforeAfter.filter((pair) => !beforeAfterProblem(fields.imageUrls, [pair])),
    }),
    fields: EMPTY_PROJECT,
    undo: project ? 'project' : undefined,
    savedTitle: project ? TOASTS.projectUpdated : TOASTS.projectCreated,
    refresh: () => utils.public.portfolio.invalidate(),
    failed: (error) => ({ title: failedTitle, description: error.message }),
  });
  const { saving, save } = useEntitySave({
    entity: project,
    values,
    setErrors,
    check: checkProject,
    onInvalid: (check) =>
      toaster.create(
        check.kind === 'schema'
          ? { type: 'error', title: failedTitle, description: check.message }
          : { type: 'error', title: check.message },
      ),
    create: trpc.admin.portfolio.create.useMutation(callbacks),
    update: trpc.admin.portfolio.update.useMutation(callbacks),
  });
  const [uploading, setUploading] = useState(false);

  return (
    <FormDialogContent
      title={project ? 'Edit Project' : 'Add New Project'}
      submitLabel={project ? 'Save Changes' : 'Create Project'}
      saving={saving}
      // Saving mid-upload would leave the unfinished photos out.
      submitDisabled={uploading}
      onSubmit={save}
      draft={form}
    >
      <ProjectFormFields
        project={project}
        values={values}
        errors={errors}
        onChange={change}
        onUploadingChange={setUploading}
        photosToDescribe={photosLeftToDescribe(project, values)}
      />
    </FormDialogContent>
  );
}
