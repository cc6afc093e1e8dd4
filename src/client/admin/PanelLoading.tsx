import { Box, Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * What the sign-in page and the panel show while they wait (their code, the session, the panel's counts): the
 * page's own title and heading, so it is a page with a name even now, and a spinner inside a status region
 * whose words a screen reader announces (admin.html shows the same before the panel's script has loaded).
 */
export function PanelLoading({ title, label }: { title: string; label: string }) {
  return (
    <Center as="main" minH="100vh">
      <title>{title}</title>
      <VisuallyHidden asChild>
        <h1>{title}</h1>
      </VisuallyHidden>
      <Box role="status">
        <Spinner size="xl" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    </Center>
  );
}
