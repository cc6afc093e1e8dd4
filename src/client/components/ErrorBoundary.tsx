import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../i18n/useMessages';

interface State {
  error: Error | null;
}

/** The error fallback (docs/product.md, Messages and errors): details on request, Try Again, Refresh Page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RenderError error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** The fallback's words in the page's language: a function component, as a class cannot use hooks. */
function RenderError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const m = useMessages().renderError;
  return (
    <Container maxW="xl" py="24" role="alert">
      <Heading as="h1" size="2xl" mb="3">
        {m.title}
      </Heading>
      <Text mb="6">{m.text}</Text>
      <Box as="details" mb="6" p="3" borderWidth="1px" borderRadius="md" fontSize="sm">
        <summary>{m.details}</summary>
        <Box as="pre" whiteSpace="pre-wrap" mt="2">
          {error.message}
        </Box>
      </Box>
      <HStack gap="3">
        <Button onClick={onRetry}>{m.retry}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {m.refresh}
        </Button>
      </HStack>
    </Container>
  );
}
