/**
 * A project's page has an address per language: its English slug (`/portfolio/<slug>`), and in another language
 * its own slug there once its title is translated (`/es/portafolio/<slug>`), else the English one. All of a
 * project's slugs are one namespace (services/project-slugs.ts), so any of them names the project.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export interface ProjectAddress {
  slug: string;
  translatedSlugs?: Partial<Record<string, string>> | undefined;
}

/** The project a slug of any language names. */
export const projectOfSlug = <Project extends ProjectAddress>(
  projects: readonly Project[],
  slug: string,
): Project | undefined =>
  projects.find(
    (project) => project.slug === slug || Object.values(project.translatedSlugs ?? {}).includes(slug),
  );

/** A project's slug in a language: its own there, else its English one. */
export const slugIn = (project: ProjectAddress, language: Language): string =>
  (language === DEFAULT_LANGUAGE ? undefined : project.translatedSlugs?.[language]) ?? project.slug;

/** Turns a project page's slug into the same project's slug in another language (as it is, for no project). */
export type ProjectSlugIn = (slug: string, language: Language) => string;

export const projectSlugIn =
  (projects: readonly ProjectAddress[]): ProjectSlugIn =>
  (slug, language) => {
    const project = projectOfSlug(projects, slug);
    return project ? slugIn(project, language) : slug;
  };
