import { Badge, Box, Button, Container, Grid, Link, Stack } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { Project } from '../../../common/schemas/portfolio';
import { PROJECT_PATH_ATTRIBUTE } from '../../../common/slugs';
import { AS_LINK } from '../../components/asLink';
import { usePathTo } from '../../i18n/sitePaths';
import { useShownProject } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { categoryLabel } from '../choiceLabels';
import { PhotoDialogFrame } from './PhotoDialogFrame';
import { ProjectBeforeAfter } from './ProjectBeforeAfter';
import { ProjectFacts } from './ProjectFacts';
import { ProjectImageViewer, VIEWER_IMAGE_SIZES } from './ProjectImageViewer';
import { ProjectStory } from './ProjectStory';
import { ProjectThumbnails } from './ProjectThumbnails';
import { projectImages } from './projectImages';
import { usePhotoSteps } from './usePhotoSteps';

/** The id of a project's dialog, which its card opens. */
export const projectDetailsDialogId = (project: Pick<Project, 'id'>) => `project-${project.id}`;

/**
 * A project, full screen (PhotoDialogFrame): its card opens it with an invoker command the moment it is
 * pressed, before React has the gallery (and without JavaScript); Escape or its close button closes it and
 * focus goes back to the card. React pages through the photos with the arrows, the thumbnails and the arrow
 * keys, wrapping at both ends; closing it starts the next opening at the first photo.
 */
export function ProjectDetailsDialog({ project: stored }: { project: Project }) {
  const { item: project, lang } = useShownProject(stored);
  const m = useMessages();
  const pathTo = usePathTo();
  const images = projectImages(project);
  const count = images.length;
  const { index, setIndex, step, onKeyDown } = usePhotoSteps(count);
  const id = projectDetailsDialogId(project);

  return (
    <PhotoDialogFrame
      id={id}
      closeLabel={m.portfolio.closeProject}
      // Its page's address, which the page's script puts in the URL while it is open (behaviours/projectAddress.ts).
      attributes={{ [PROJECT_PATH_ATTRIBUTE]: pathTo('project', project.slug) }}
      onClose={() => setIndex(0)}
      onKeyDown={onKeyDown}
      eyebrow={
        <Badge
          bg="brand.accent"
          color="#0b0b0c"
          textTransform="uppercase"
          letterSpacing="wider"
          px="2.5"
          py="1"
          mb="2"
        >
          {categoryLabel(m.portfolio.categories, project.category)}
        </Badge>
      }
      title={<span lang={lang}>{project.title}</span>}
      details={<ProjectFacts project={project} gap={{ base: '4', md: '6' }} mt="2" fontSize="sm" />}
      bodyTestId="project-dialog-body"
    >
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
            <ProjectBeforeAfter
              project={project}
              headingId={`${id}-before-after`}
              headingLevel="h3"
              sizes={VIEWER_IMAGE_SIZES}
            />
          </Box>
          <Stack gap="6" alignSelf="start" position={{ lg: 'sticky' }} top="0">
            <ProjectStory
              description={project.description}
              lang={lang}
              headingAs="h3"
              actions={
                <>
                  <Link
                    href={pathTo('project', project.slug)}
                    display="block"
                    mb="4"
                    fontWeight="medium"
                    _focusVisible={{
                      outline: '3px solid',
                      outlineColor: 'brand.solid',
                      outlineOffset: '3px',
                    }}
                  >
                    {m.portfolio.openProjectPage}
                  </Link>
                  {/* A link: the page's script closes the dialog as it is followed (islands/main.ts). */}
                  <Button {...AS_LINK} bg="brand.solid" color="brand.contrast" w="full" size="lg">
                    <a href={pathTo('contact')}>
                      {m.common.getStarted} <ArrowRight aria-hidden="true" />
                    </a>
                  </Button>
                </>
              }
            />
          </Stack>
        </Grid>
      </Container>
    </PhotoDialogFrame>
  );
}
