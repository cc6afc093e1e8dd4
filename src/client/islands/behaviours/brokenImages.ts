import { PLACEHOLDER_IMAGE } from '../../components/placeholderImage';

/** Inside an island React has taken (its elements carry React's keys), SafeImage replaces a broken photo itself. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));

function replaceBroken(image: HTMLImageElement) {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE || ownedByReact(image)) return;
  console.error(`Image failed to load: ${image.getAttribute('src')}`);
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}

/** A photo that fails shows the placeholder instead, and says so in the console. */
export function replaceBrokenImages() {
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) replaceBroken(event.target);
    },
    true,
  );
  for (const image of document.images)
    if (image.complete && image.naturalWidth === 0 && image.src) replaceBroken(image);
}
