import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminArea } from '../../../common/schemas/areas';
import { FormField } from '../../components/FormField';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { type FormErrors, fieldErrorsOf, serverFieldIssues } from '../shared/formErrors';

const FIELDS = [
  {
    name: 'jurisdiction',
    label: 'Jurisdiction',
    helper: 'Who rules building here: the city itself, or the county for an unincorporated area.',
  },
  {
    name: 'permits',
    label: 'Permits',
    helper: 'The permit office, what it asks for, how long it usually takes.',
  },
  { name: 'typicalWork', label: 'Typical work', helper: 'The work you usually do in this city.' },
] as const;

type Values = Pick<AdminArea, 'jurisdiction' | 'permits' | 'typicalWork'>;

/**
 * One city's local text. Saving publishes it: the server refuses a text that repeats too many sentences of
 * another city's (docs/product.md, Service areas), and the refusal shows under the field it names.
 */
export function AreaTextForm({ area, onDone }: { area: AdminArea; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>({
    jurisdiction: area.jurisdiction,
    permits: area.permits,
    typicalWork: area.typicalWork,
  });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const save = trpc.admin.areas.save.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: `The text for ${area.city} is saved` });
      void utils.admin.areas.list.invalidate();
      onDone();
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(serverFieldIssues(error), values);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0)
        toaster.create({ type: 'error', title: 'Could not save the text', description: error.message });
    },
  });
  return (
    <Stack
      as="form"
      gap="4"
      aria-label={`Local text for ${area.city}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ city: area.city, ...values });
      }}
    >
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          required
          error={errors[field.name]}
          helper={field.helper}
        >
          <Textarea
            value={values[field.name]}
            rows={3}
            onChange={(event) => setValues((old) => ({ ...old, [field.name]: event.target.value }))}
          />
        </FormField>
      ))}
      <HStack gap="3" justify="flex-end">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" bg="brand.solid" color="brand.contrast" loading={save.isPending}>
          Save and publish
        </Button>
      </HStack>
    </Stack>
  );
}
