import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFile } from '../../src/client/admin/uploads/upload';

/** Just what putFile uses of the browser's XMLHttpRequest; it records the request and answers `status`. */
function stubXhr(status: number, responseText = '') {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  class RecordingXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      sent.push(this.request);
      this.status = status;
      this.responseText = responseText;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('putFile (the admin browser’s upload PUT)', () => {
  it('sends every header batch-upload-urls names, the GCS create-only precondition among them', async () => {
    const sent = stubXhr(200);
    const headers = { 'x-goog-content-length-range': '0,1000', 'x-goog-if-generation-match': '0' };
    await putFile(
      'https://storage.googleapis.com/b/portfolio/x',
      new Blob(['x']),
      'image/png',
      headers,
      () => {},
    );
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: 'https://storage.googleapis.com/b/portfolio/x',
        headers: { 'Content-Type': 'image/png', ...headers },
      },
    ]);
  });

  it('rejects with the reason the server gave, or the status when it gave none (Cloud Storage’s XML)', async () => {
    const reason = 'The image is 50000 × 50000 pixels, more than the 268402689 pixels an image may have.';
    stubXhr(422, JSON.stringify({ message: reason }));
    await expect(
      putFile('/api/uploads/portfolio/x', new Blob(['x']), 'image/png', {}, () => {}),
    ).rejects.toThrow(reason);
    stubXhr(400, '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code></Error>');
    await expect(
      putFile('https://storage.googleapis.com/b/x', new Blob(['x']), 'image/png', {}, () => {}),
    ).rejects.toThrow('Upload failed: 400');
  });
});
