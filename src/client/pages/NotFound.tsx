import { Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Phone } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { CLOSEST_PROJECT_PARAM } from '../../common/not-found';
import { PORTFOLIO_ALL_INPUT } from '../../common/routing/reads';
import { AS_LINK } from '../components/asLink';
import { FOCUS_RING } from '../components/focusRing';
import { PageMeta } from '../components/PageMeta';
import { telHref } from '../features/contact/links';
import { useSettings } from '../hooks/useSettings';
import { usePathTo } from '../i18n/sitePaths';
import { useMessages } from '../i18n/useMessages';
import { trpc } from '../trpc';

/**
 * Every address no page has (status 404), in the site's frame: what happened in plain words and the ways on:
 * the portfolio, the contact page and a call. An address that looks like a project's suggests the closest one,
 * which the server chose (common/not-found.ts): the page is rendered once per kind of address and suggestion,
 * not per address (http/page-cache), so nothing in it depends on the address asked for.
 */
export function NotFoundPage() {
  const closest = new URLSearchParams(useLocation().search).get(CLOSEST_PROJECT_PARAM);
  const { setting } = useSettings();
  const m = useMessages().notFound;
  const pathTo = usePathTo();
  const phone = setting('contact_phone');
  return (
    <Container maxW="2xl" py={{ base: '20', md: '28' }} textAlign="center">
      <PageMeta title={m.title} canonicalPath={null} />
      <meta name="robots" content="noindex" />
      <Text fontSize="6xl" fontWeight="bold" color="brand.accentText" lineHeight="1" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="3xl" fontFamily="heading" mt="4" mb="3">
        {m.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {m.hint}
      </Text>
      {closest && <ClosestProject slug={closest} />}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" data-testid="not-found-ways">
        <Button {...AS_LINK} size="lg" bg="brand.solid" color="brand.contrast" {...FOCUS_RING}>
          <a href={pathTo('portfolio')}>{m.portfolio}</a>
        </Button>
        <Button {...AS_LINK} size="lg" variant="outline" {...FOCUS_RING}>
          <a href={pathTo('contact')}>{m.contact}</a>
        </Button>
        <Button {...AS_LINK} size="lg" variant="outline" {...FOCUS_RING}>
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" /> {m.call}
          </a>
        </Button>
      </Stack>
    </Container>
  );
}

/** "Were you looking for …?": the project whose address is nearest the one asked for. */
function ClosestProject({ slug }: { slug: string }) {
  const projects = trpc.public.portfolio.byCategory.useQuery(PORTFOLIO_ALL_INPUT);
  const m = useMessages().notFound;
  const pathTo = usePathTo();
  const closest = projects.data?.find((project) => project.slug === slug);
  if (!closest) return null;
  return (
    <HStack justify="center" gap="2" mb="8" wrap="wrap" data-testid="closest-project">
      <Text>{m.closest}</Text>
      <Link
        href={pathTo('project', closest.slug)}
        fontWeight="semibold"
        color="brand.accentText"
        {...FOCUS_RING}
      >
        {closest.title} <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </HStack>
  );
}
