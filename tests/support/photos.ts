/** Details for each of a project's photos, each described (a project's photos must be described to be saved). */
export const describedPhotos = (imageUrls: readonly string[]) =>
  imageUrls.map((_url, index) => ({ alt: `Test photo ${index + 1}`, caption: '', focusX: 50, focusY: 50 }));
