import { Box, Button, Card, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { REDIRECT_MESSAGES } from '../../../common/messages';
import { FormField } from '../../components/FormField';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';
import { fieldErrorsOf, serverFieldIssues } from '../shared/formErrors';

type Errors = { fromPath?: string; toPath?: string };

/**
 * Site Settings → Moved addresses: every address that answers 301 (a project's earlier page addresses, which
 * follow the project, and the owner's own, such as the old site's pages), and a form to add one.
 */
export function MovedAddressesCard() {
  const utils = trpc.useUtils();
  const list = trpc.admin.redirects.list.useQuery();
  const [fromPath, setFromPath] = useState('');
  const [toPath, setToPath] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const refresh = () => utils.admin.redirects.list.invalidate();
  const create = trpc.admin.redirects.create.useMutation({
    onSuccess: () => {
      setFromPath('');
      setToPath('');
      setErrors({});
      toaster.create({ type: 'success', title: REDIRECT_MESSAGES.added });
      return refresh();
    },
    onError: (error) => {
      const found = fieldErrorsOf(serverFieldIssues(error), { fromPath: '', toPath: '' });
      setErrors(found);
      if (!found.fromPath && !found.toPath) toaster.create({ type: 'error', title: error.message });
    },
  });
  const remove = trpc.admin.redirects.delete.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: REDIRECT_MESSAGES.deleted });
      return refresh();
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ fromPath: fromPath.trim(), toPath: toPath.trim() });
  };
  const rows = list.data ?? [];

  return (
    <Card.Root id="moved-addresses" data-testid="moved-addresses">
      <Card.Header>
        <Heading as="h3" size="md">
          Moved addresses
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Addresses that send visitors and search engines on to a page of this site (301). A project's old
          page addresses are added here when you change them; add your old website's pages too.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Box as="form" onSubmit={submit} aria-label="Add a moved address">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Old address" required error={errors.fromPath}>
                <Input
                  name="fromPath"
                  value={fromPath}
                  onChange={(event) => setFromPath(event.target.value)}
                  placeholder="/old-page.html"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </FormField>
              <FormField label="New address" required error={errors.toPath}>
                <Input
                  name="toPath"
                  value={toPath}
                  onChange={(event) => setToPath(event.target.value)}
                  placeholder="/portfolio"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </FormField>
            </SimpleGrid>
            <Button type="submit" mt="4" loading={create.isPending} bg="brand.solid" color="brand.contrast">
              Add moved address
            </Button>
          </Box>
          {list.isError ? (
            <Text color="fg.error">Could not load the moved addresses. Reload the page to try again.</Text>
          ) : rows.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {list.isPending ? 'Loading…' : 'No address has moved yet.'}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Moved addresses">
              {rows.map((row) => (
                <HStack
                  as="li"
                  key={row.id}
                  justify="space-between"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderColor="border.muted"
                  borderRadius="md"
                  wrap={{ base: 'wrap', md: 'nowrap' }}
                >
                  <Stack gap="0.5" minW="0">
                    <HStack gap="2" wrap="wrap" fontFamily="mono" fontSize="sm">
                      <Text overflowWrap="anywhere">{row.fromPath}</Text>
                      <ArrowRight size={14} aria-label="moves to" />
                      <Text overflowWrap="anywhere" color={row.toPath ? 'fg' : 'fg.muted'}>
                        {row.toPath ?? 'nowhere (the project was deleted)'}
                      </Text>
                    </HStack>
                    {row.projectTitle && (
                      <Text fontSize="xs" color="fg.muted">
                        Earlier address of the project “{row.projectTitle}”
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Remove the move of ${row.fromPath}`}
                    loading={remove.isPending && remove.variables?.id === row.id}
                    onClick={() => remove.mutate({ id: row.id })}
                  >
                    <Trash2 size={14} aria-hidden="true" /> Remove
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
