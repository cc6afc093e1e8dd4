import { TOASTS } from '../../../common/messages';
import { compressImage } from './compress';
import { contentTypeOf } from './validate';

export interface SignedUploads {
  uploadUrls: string[];
  uploadHeaders: Record<string, string>;
}

/** The stored reference is /objects/portfolio/{last path segment of the signed URL}. */
export function referenceOf(signedUrl: string): string {
  const segment = new URL(signedUrl, 'http://relative.invalid').pathname.split('/').pop() ?? '';
  return `/objects/portfolio/${segment}`;
}

/** PUT one file with progress; only 200 and 201 count as success. */
export function putFile(
  url: string,
  file: Blob,
  contentType: string,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status === 200 || request.status === 201
        ? resolve()
        : reject(new Error(refusalOf(request.responseText) ?? TOASTS.uploadFailedStatus(request.status)));
    request.onerror = () => reject(new Error(TOASTS.uploadFailed));
    request.send(file);
  });
}

/** Our own upload PUT says why it refused a file (too many pixels, not an image) as JSON `{ message }`. */
function refusalOf(body: string): string | null {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export type UploadEvent =
  | { index: number; state: 'uploading'; percent: number }
  | { index: number; state: 'success'; reference: string }
  | { index: number; state: 'error'; message: string };

/**
 * Compresses and uploads files in parallel to the signed URLs handed out for them, reporting each file's
 * state (uploading with percent → success or error). Resolves to the references of the files that made it.
 */
export async function uploadFiles(
  files: File[],
  signed: SignedUploads,
  onEvent: (event: UploadEvent) => void,
): Promise<string[]> {
  const results = await Promise.all(
    files.map(async (original, index) => {
      const url = signed.uploadUrls[index];
      if (!url) {
        onEvent({ index, state: 'error', message: TOASTS.uploadUrlsFailed });
        return null;
      }
      try {
        onEvent({ index, state: 'uploading', percent: 0 });
        const file = await compressImage(original);
        await putFile(url, file, contentTypeOf(file), signed.uploadHeaders, (percent) =>
          onEvent({ index, state: 'uploading', percent }),
        );
        const reference = referenceOf(url);
        onEvent({ index, state: 'success', reference });
        return reference;
      } catch (error) {
        onEvent({
          index,
          state: 'error',
          message: error instanceof Error ? error.message : TOASTS.uploadFailed,
        });
        return null;
      }
    }),
  );
  return results.filter((reference): reference is string => reference !== null);
}
