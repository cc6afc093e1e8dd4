import {
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Dialog,
  Grid,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowRight, MapPin, Ruler } from 'lucide-react';
import { useEffect } from 'react';
import { ProjectImageViewer } from './ProjectImageViewer';
import { ProjectThumbnails } from './ProjectThumbnails';
import { projectImages } from './projectImages';
import type { useProjectViewer } from './useProjectViewer';

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/** Arrow keys page through the photos while the dialog is open (Escape is the dialog's own). */
function useArrowKeys(active: boolean, onStep: (delta: number) => void) {
  useEffect(() => {
    if (!active) return;
    const handle = (event: KeyboardEvent) => {
      const delta = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
      if (delta === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      onStep(delta);
    };
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [active, onStep]);
}

/**
 * The open project, full screen. Chakra's Dialog traps focus, locks the page scroll, closes on Escape and
 * gives focus back to the card that opened it.
 */
export function ProjectModal({ viewer }: { viewer: ReturnType<typeof useProjectViewer> }) {
  const { project, open, index } = viewer;
  useArrowKeys(open, viewer.step);
  const images = project ? projectImages(project) : [];

  // A document load, like every move between public pages.
  const getStarted = () => {
    viewer.close();
    window.location.assign('/contact');
  };

  return (
    <Dialog.Root
      open={open && project !== null}
      onOpenChange={(details) => !details.open && viewer.close()}
      onExitComplete={viewer.clear}
      finalFocusEl={() => viewer.trigger.current}
      size="full"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg">
            {project && (
              <>
                <Dialog.Header borderBottomWidth="1px" borderColor="border.muted" py="4">
                  <Container maxW="7xl" px={{ base: '0', md: '4' }} pe="12">
                    <Badge
                      bg="brand.accent"
                      color="#0b0b0c"
                      textTransform="uppercase"
                      letterSpacing="wider"
                      px="2.5"
                      py="1"
                      mb="2"
                    >
                      {project.category}
                    </Badge>
                    <Dialog.Title
                      fontFamily="heading"
                      fontSize={{ base: '2xl', md: '4xl' }}
                      lineHeight="short"
                    >
                      {project.title}
                    </Dialog.Title>
                    <HStack gap={{ base: '4', md: '6' }} mt="2" color="fg.muted" fontSize="sm" wrap="wrap">
                      {project.location && (
                        <HStack gap="1.5">
                          <MapPin size={16} aria-hidden="true" />
                          <Text>{project.location}</Text>
                        </HStack>
                      )}
                      {project.squareFootage && (
                        <HStack gap="1.5">
                          <Ruler size={16} aria-hidden="true" />
                          <Text>{project.squareFootage}</Text>
                        </HStack>
                      )}
                    </HStack>
                  </Container>
                </Dialog.Header>
                <Dialog.Body py={{ base: '6', md: '10' }}>
                  <Container maxW="7xl" px={{ base: '0', md: '4' }}>
                    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="10">
                      <Box>
                        <ProjectImageViewer
                          title={project.title}
                          images={images}
                          index={index}
                          onStep={viewer.step}
                        />
                        {images.length > 1 && (
                          <ProjectThumbnails
                            title={project.title}
                            images={images}
                            index={index}
                            onSelect={viewer.show}
                          />
                        )}
                      </Box>
                      <Stack gap="6" alignSelf="start" position={{ lg: 'sticky' }} top="0">
                        <Box>
                          <Heading as="h3" size="lg" fontFamily="heading" mb="3">
                            About This Project
                          </Heading>
                          <Box h="2px" w="12" bg="brand.accent" mb="4" />
                          <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line">
                            {project.description}
                          </Text>
                        </Box>
                        <Box p="6" borderRadius="xl" bg="brand.muted">
                          <Text fontWeight="semibold" mb="1">
                            Planning something similar?
                          </Text>
                          <Text color="fg.muted" fontSize="sm" mb="4">
                            Tell us about your project and we will schedule a free consultation.
                          </Text>
                          <Button
                            onClick={getStarted}
                            bg="brand.solid"
                            color="brand.contrast"
                            w="full"
                            size="lg"
                          >
                            Get Started <ArrowRight aria-hidden="true" />
                          </Button>
                        </Box>
                      </Stack>
                    </Grid>
                  </Container>
                </Dialog.Body>
              </>
            )}
            <Dialog.CloseTrigger asChild top="4" insetEnd="4">
              <CloseButton size="md" aria-label="Close project" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
