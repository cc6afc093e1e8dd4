import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFile } from '../../src/client/admin/uploads/upload';

/** Just what putFile uses of the browser's XMLHttpRequest; it records the request and answers `status`. */
function stubXhr(status: number) {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  class RecordingXhr {
    status = 0;
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
});
