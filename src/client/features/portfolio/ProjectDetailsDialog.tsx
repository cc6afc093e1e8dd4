import {
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  useSlotRecipe,
} from '@chakra-ui/react';
import { ArrowRight, MapPin, Ruler } from 'lucide-react';
import { type KeyboardEvent, useCallback, useState } from 'react';
import type { Project } from '../../../common/schemas/portfolio';
import { PROJECT_PATH_ATTRIBUTE, projectPath } from '../../../common/slugs';
import { NATIVE_DIALOG_RESET } from '../../components/dialogCommand';
import { ProjectImageViewer } from './ProjectImageViewer';
import { ProjectThumbnails } from './ProjectThumbnails';
import { photoWithin, projectImages, steppedPhoto } from './projectImages';

/** The id of a project's dialog, which its card opens. */
export const projectDetailsDialogId = (project: Pick<Project, 'id'>) => `project-${project.id}`;

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);

/**
 * A project, full screen: the browser's own modal <dialog>, which its card opens with an invoker command the
 * moment it is pressed, before React has the gallery (and without JavaScript). The browser traps focus in
 * it, closes it on Escape or its close button (a dialog form), and gives focus back to the card; the page
 * under it does not scroll (the global `:modal` rule, theme/system.ts). React pages through the photos with
 * the arrows, the thumbnails and the arrow keys, wrapping at both ends; closing it starts the next opening at
 * the first photo.
 */
export function ProjectDetailsDialog({ project }: { project: Project }) {
  const [chosen, setIndex] = useState(0);
  const images = projectImages(project);
  const count = images.length;
  // The gallery reads the projects again when the visitor comes back: this one may have fewer photos by then.
  const index = photoWithin(chosen, count);
  const step = useCallback(
    (delta: number) => setIndex((current) => steppedPhoto(current, delta, count)),
    [count],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const delta = PREVIOUS_KEYS.has(event.key) ? -1 : NEXT_KEYS.has(event.key) ? 1 : 0;
    if (delta === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    step(delta);
  };
  const styles = useSlotRecipe({ key: 'dialog' })({
    size: 'full',
    scrollBehavior: 'inside',
    motionPreset: 'slide-in-bottom',
  });
  const id = projectDetailsDialogId(project);

  return (
    <Box
      asChild
      css={{
        ...styles.content,
        ...NATIVE_DIALOG_RESET,
        position: 'fixed',
        inset: '0',
        width: '100%',
        height: '100dvh',
        maxWidth: '100dvw',
        maxHeight: '100dvh',
        bg: 'bg',
      }}
    >
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        // Its page's address, which the page's script puts in the URL while it is open (behaviours/projectAddress.ts).
        {...{ [PROJECT_PATH_ATTRIBUTE]: projectPath(project.slug) }}
        onClose={() => setIndex(0)}
        onKeyDown={onKeyDown}
      >
        {/* First, so the browser gives it the focus on opening (not the scrolling body around the photos). */}
        <form method="dialog">
          <CloseButton
            type="submit"
            size="md"
            aria-label="Close project"
            css={styles.closeTrigger}
            top="4"
            insetEnd="4"
            // Above the header after it (its container is positioned too).
            zIndex="1"
          />
        </form>
        <Box css={styles.header} borderBottomWidth="1px" borderColor="border.muted" py="4">
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
            <Heading
              as="h2"
              id={`${id}-title`}
              css={styles.title}
              fontFamily="heading"
              fontSize={{ base: '2xl', md: '4xl' }}
              lineHeight="short"
              overflowWrap="anywhere"
            >
              {project.title}
            </Heading>
            <HStack gap={{ base: '4', md: '6' }} mt="2" color="fg.muted" fontSize="sm" wrap="wrap">
              {project.location && (
                <HStack gap="1.5">
                  <MapPin size={16} aria-hidden="true" />
                  <Text overflowWrap="anywhere">{project.location}</Text>
                </HStack>
              )}
              {project.squareFootage && (
                <HStack gap="1.5">
                  <Ruler size={16} aria-hidden="true" />
                  <Text overflowWrap="anywhere">{project.squareFootage}</Text>
                </HStack>
              )}
            </HStack>
          </Container>
        </Box>
        <Box css={styles.body} data-testid="project-dialog-body" py={{ base: '6', md: '10' }}>
          <Container maxW="7xl" px={{ base: '0', md: '4' }}>
            {/* minmax(0, …): a long word (a link in the description) wraps instead of widening the photo's column. */}
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="10">
              <Box>
                <ProjectImageViewer
                  title={project.title}
                  images={images}
                  details={project.imageDetails ?? []}
                  index={index}
                  onStep={step}
                />
                {count > 1 && (
                  <ProjectThumbnails
                    headingId={`${id}-gallery`}
                    title={project.title}
                    images={images}
                    details={project.imageDetails ?? []}
                    index={index}
                    onSelect={setIndex}
                  />
                )}
              </Box>
              <Stack gap="6" alignSelf="start" position={{ lg: 'sticky' }} top="0">
                <Box>
                  <Heading as="h3" size="lg" fontFamily="heading" mb="3">
                    About This Project
                  </Heading>
                  <Box h="2px" w="12" bg="brand.accent" mb="4" />
                  <Text color="fg.muted" lineHeight="tall" whiteSpace="pre-line" overflowWrap="anywhere">
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
                  <Link
                    href={projectPath(project.slug)}
                    display="block"
                    mb="4"
                    fontWeight="medium"
                    _focusVisible={{
                      outline: '3px solid',
                      outlineColor: 'brand.solid',
                      outlineOffset: '3px',
                    }}
                  >
                    Open this project's page
                  </Link>
                  {/* A link: the page's script closes the dialog as it is followed (islands/main.ts). */}
                  <Button asChild bg="brand.solid" color="brand.contrast" w="full" size="lg">
                    <a href="/contact">
                      Get Started <ArrowRight aria-hidden="true" />
                    </a>
                  </Button>
                </Box>
              </Stack>
            </Grid>
          </Container>
        </Box>
      </dialog>
    </Box>
  );
}
