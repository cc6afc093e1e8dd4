import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { ArrowRight, Phone } from 'lucide-react';
import { portfolioFilterPath } from '../../../common/routes';
import type { Project } from '../../../common/schemas/portfolio';
import { AS_LINK } from '../../components/asLink';
import { FOCUS_RING } from '../../components/focusRing';
import { PageMeta } from '../../components/PageMeta';
import { useSettings } from '../../hooks/useSettings';
import { useLanguage } from '../../i18n/language';
import { usePathTo } from '../../i18n/sitePaths';
import { useShownProject } from '../../i18n/translated';
import { useMessages } from '../../i18n/useMessages';
import { JsonLd } from '../../seo/JsonLd';
import { coverAlt } from '../../seo/shareImage';
import { projectBreadcrumbs, projectCreativeWork } from '../../seo/structuredData';
import { useAbsoluteUrl } from '../../ssr/siteUrl';
import { categoryLabel } from '../choiceLabels';
import { telHref } from '../contact/links';
import { ProjectBeforeAfter } from '../portfolio/ProjectBeforeAfter';
import { ProjectFacts } from '../portfolio/ProjectFacts';
import { ProjectStory } from '../portfolio/ProjectStory';
import { projectImages } from '../portfolio/projectImages';
import { COVER_SIZES, ProjectPhotos } from './ProjectPhotos';

/** A search result's description: the story's first words, cut at a word near 155 characters. */
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 155) return flat;
  const cut = flat.slice(0, 154);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 154)}…`;
}

/**
 * A project's page: where it is, what was built, every photo and the story, then the way to start a similar
 * one. Its JSON-LD (a CreativeWork with its photos as ImageObjects) names the business of every page's JSON-LD
 * as the builder.
 */
export function ProjectArticle({ project: stored }: { project: Project }) {
  const { item: project, lang: ownWords } = useShownProject(stored);
  const { setting } = useSettings();
  const m = useMessages();
  const language = useLanguage();
  const pathTo = usePathTo();
  const category = categoryLabel(m.portfolio.categories, project.category);
  const absolute = useAbsoluteUrl();
  const photos = projectImages(project);
  const phone = setting('contact_phone');
  return (
    <>
      <PageMeta
        title={`${project.title}${project.location ? `, ${project.location}` : ''}`}
        description={summaryOf(project.description)}
        image={project.imageUrls[0]}
        imageAlt={coverAlt(project)}
        canonicalPath={pathTo('project', project.slug)}
      />
      <JsonLd data={projectCreativeWork(project, absolute, project.imageUrls, language)} />
      <JsonLd
        data={projectBreadcrumbs(
          project,
          absolute,
          { home: m.project.breadcrumbHome, portfolio: setting('portfolio_title'), category },
          language,
        )}
      />
      <Container as="article" maxW="7xl" pt={{ base: '8', md: '12' }} pb={{ base: '16', md: '24' }}>
        <Box as="nav" aria-label={m.project.breadcrumb} mb="6" fontSize="sm">
          <HStack as="ol" listStyleType="none" gap="2" wrap="wrap" color="fg.muted">
            <li>
              <Link href={portfolioFilterPath(null, language)} color="fg.muted" {...FOCUS_RING}>
                {setting('portfolio_title')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={portfolioFilterPath(project.category, language)} color="fg.muted" {...FOCUS_RING}>
                {category}
              </Link>
            </li>
          </HStack>
        </Box>
        <Stack gap="3" mb={{ base: '8', md: '10' }} maxW="4xl">
          <Badge
            alignSelf="start"
            bg="brand.accent"
            color="#0b0b0c"
            textTransform="uppercase"
            letterSpacing="wider"
            px="2.5"
            py="1"
          >
            {category}
          </Badge>
          <Heading
            as="h1"
            lang={ownWords}
            fontFamily="heading"
            size={{ base: '3xl', md: '5xl' }}
            lineHeight="shorter"
            overflowWrap="anywhere"
          >
            {project.title}
          </Heading>
          <ProjectFacts project={project} gap={{ base: '4', md: '8' }} fontSize="md" />
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="10">
          <Box>
            <ProjectPhotos title={project.title} photos={photos} details={project.imageDetails ?? []} />
            <ProjectBeforeAfter
              project={project}
              headingId="project-before-after"
              headingLevel="h2"
              sizes={COVER_SIZES}
            />
          </Box>
          <Stack gap="6" alignSelf="start" position={{ lg: 'sticky' }} top="24">
            <ProjectStory
              description={project.description}
              lang={ownWords}
              headingAs="h2"
              actions={
                <Stack gap="3">
                  <Button
                    {...AS_LINK}
                    bg="brand.solid"
                    color="brand.contrast"
                    w="full"
                    size="lg"
                    {...FOCUS_RING}
                  >
                    <a href={pathTo('contact')}>
                      {m.common.getStarted} <ArrowRight aria-hidden="true" />
                    </a>
                  </Button>
                  <Button {...AS_LINK} variant="outline" w="full" size="lg" {...FOCUS_RING}>
                    <a href={telHref(phone)}>
                      <Phone aria-hidden="true" /> {m.common.call(phone)}
                    </a>
                  </Button>
                </Stack>
              }
            />
            <Link href={portfolioFilterPath(null, language)} fontWeight="medium" {...FOCUS_RING}>
              {m.project.seeAll} <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
