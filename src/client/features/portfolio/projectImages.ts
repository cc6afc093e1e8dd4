import type { Project, ProjectPhotoDetail } from '../../../common/schemas/portfolio';

/**
 * The image URL with the project's last-update time appended, so a browser that cached an older version of
 * the same address fetches it again after the project was edited.
 */
export function versionedImageUrl(url: string, updatedAt: Date): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}v=${updatedAt.getTime()}`;
}

/** Every image of a project, versioned; the first one is the cover. */
export function projectImages(project: Project): string[] {
  return project.imageUrls.map((url) => versionedImageUrl(url, project.updatedAt));
}

/** A photo position within the photos a project has now (it may have lost some since the visitor chose one). */
export const photoWithin = (position: number, count: number): number =>
  Math.min(position, Math.max(count - 1, 0));

/** The photo `delta` steps from `position`, wrapping round at both ends. */
export function steppedPhoto(position: number, delta: number, count: number): number {
  return count ? (photoWithin(position, count) + delta + count) % count : 0;
}

/**
 * A project photo's alt text where the visitor goes through its photos: the owner's words (or the project's title)
 * and where the photo stands among them; a suggested alt text already says where it stands.
 */
export function photoAlt(
  detail: ProjectPhotoDetail | undefined,
  title: string,
  index: number,
  count: number,
  photoOf: (name: string, position: number, count: number) => string,
): string {
  const own = detail?.alt?.trim() ?? '';
  return detail?.altSuggested && own ? own : photoOf(own || title, index + 1, count);
}
