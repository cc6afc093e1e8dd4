import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { TOASTS } from '../../../common/messages';
import type { Project } from '../../../common/schemas/portfolio';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { FormDialog } from '../shared/FormDialog';
import { ProjectFormFields } from './ProjectFormFields';
import { checkProject, formValuesOf, type ProjectFormValues, schemaErrors } from './projectForm';

interface ProjectDialogProps {
  open: boolean;
  /** The project being edited; null adds a new one. */
  project: Project | null;
  onClose: () => void;
}

/**
 * Add or edit a project. The form mounts each time the dialog opens (and unmounts once it has closed), so it
 * always starts from the project; the parent keeps `project` while the dialog animates out.
 */
export function ProjectDialog({ open, project, onClose }: ProjectDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="xl">
      {(onSaving) => (
        <ProjectForm key={project?.id ?? 'new'} project={project} onClose={onClose} onSaving={onSaving} />
      )}
    </FormDialog>
  );
}

interface ProjectFormProps {
  project: Project | null;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}

function ProjectForm({ project, onClose, onSaving }: ProjectFormProps) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<ProjectFormValues>(() => formValuesOf(project));
  const [errors, setErrors] = useState<Partial<Record<keyof ProjectFormValues, string>>>({});
  const failedTitle = project ? TOASTS.projectUpdateFailed : TOASTS.projectCreateFailed;
  const callbacks = {
    onSuccess: async () => {
      toaster.create({ type: 'success', title: project ? TOASTS.projectUpdated : TOASTS.projectCreated });
      onClose();
      await utils.public.portfolio.invalidate();
    },
    onError: (error: {
      message: string;
      data?: { fieldErrors?: Array<{ path: string; message: string }> } | null;
    }) => {
      const fieldErrors = error.data?.fieldErrors ?? [];
      setErrors(schemaErrors(fieldErrors.map((field) => ({ ...field, path: field.path.split('.') }))).errors);
      toaster.create({ type: 'error', title: failedTitle, description: error.message });
    },
  };
  const create = trpc.admin.portfolio.create.useMutation(callbacks);
  const update = trpc.admin.portfolio.update.useMutation(callbacks);
  const saving = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  useEffect(() => onSaving(saving), [onSaving, saving]);

  const change = <K extends keyof ProjectFormValues>(field: K, value: ProjectFormValues[K]) => {
    toaster.dismiss();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkProject(values);
    if (!check.ok) {
      setErrors(check.errors);
      toaster.create(
        check.kind === 'schema'
          ? { type: 'error', title: failedTitle, description: check.message }
          : { type: 'error', title: check.message },
      );
      return;
    }
    setErrors({});
    if (project) update.mutate({ id: project.id, ...check.input });
    else create.mutate(check.input);
  };

  return (
    <Dialog.Content asChild>
      <form onSubmit={save} noValidate>
        <Dialog.Header>
          <Dialog.Title fontFamily="heading" fontSize="2xl">
            {project ? 'Edit Project' : 'Add New Project'}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <ProjectFormFields
            values={values}
            errors={errors}
            onChange={change}
            onUploadingChange={setUploading}
          />
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            bg="brand.solid"
            color="brand.contrast"
            loading={saving}
            loadingText="Saving..."
            // Saving mid-upload would leave the unfinished photos out.
            disabled={uploading}
          >
            {project ? 'Save Changes' : 'Create Project'}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={saving} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
