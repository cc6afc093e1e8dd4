import { createContext, useContext } from 'react';

/** Photo name (`portfolio/<id>`, `images/<file>`) to its dominant colour, `#rrggbb` (server: photo-colours.ts). */
export type PhotoColourMap = Readonly<Record<string, string>>;

const PhotoColours = createContext<PhotoColourMap>({});

/** Given by the public pages' root and by an island that shows photos; elsewhere (the admin panel) empty. */
export const PhotoColoursProvider = PhotoColours.Provider;

const OWN_PHOTO =
  /^\/(?:objects\/(portfolio\/[0-9a-f-]{36})|(images\/[\w-]+\.(?:jpg|jpeg|png|webp)))(?:[?#]|$)/;

/** The name the server keeps a photo's colour under, from its address (its query, `?v=` or `?w=`, left off). */
export function photoNameOf(src: string | null | undefined): string | null {
  const match = src ? OWN_PHOTO.exec(src) : null;
  return match ? ((match[1] ?? match[2]) as string) : null;
}

/** The photo's placeholder colour, when it is one of ours and its colour is known. */
export function usePhotoColour(src: string | null | undefined): string | undefined {
  const colours = useContext(PhotoColours);
  const name = photoNameOf(src);
  return name ? colours[name] : undefined;
}

/** The colours of these photos alone: what an island is given, rather than every photo's. */
export function coloursOf(colours: PhotoColourMap, sources: readonly string[]): PhotoColourMap {
  const picked: Record<string, string> = {};
  for (const source of sources) {
    const name = photoNameOf(source);
    const colour = name ? colours[name] : undefined;
    if (name && colour) picked[name] = colour;
  }
  return picked;
}

export const usePhotoColours = () => useContext(PhotoColours);
