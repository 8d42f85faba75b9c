import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastDedup } from '../lib/toast';
import { ApiError } from './core';
import { upload } from './upload';

type Reply = { status: number; body: unknown; progress?: [number, number][] };

/** A stand-in XMLHttpRequest that answers each send() with the next scripted reply. */
function installFakeXhr(replies: Reply[]) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const reply = replies.shift()!;
      queueMicrotask(() => {
        for (const [loaded, total] of reply.progress ?? []) {
          this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
        }
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('api.upload', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToastDedup();
    window.history.replaceState(null, '', '/director/dashboard/lines');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the form with the bearer token, reports progress and returns the envelope', async () => {
    localStorage.setItem('access_token', 'abc');
    const sent = installFakeXhr([
      {
        status: 200,
        body: { status: 200, message: 'Archivos subidos exitosamente', data: [1] },
        progress: [
          [50, 200],
          [200, 200],
        ],
      },
    ]);
    const form = new FormData();
    const onProgress = vi.fn();
    const res = await upload('/media/upload', form, { onProgress });
    expect(res).toEqual({ status: 200, message: 'Archivos subidos exitosamente', data: [1] });
    expect(sent[0]).toMatchObject({
      url: '/api/media/upload',
      headers: { Authorization: 'Bearer abc' },
      body: form,
    });
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 50, total: 200 }],
      [{ loaded: 200, total: 200 }],
    ]);
  });

  it('renews an expired token once and sends the form again', async () => {
    localStorage.setItem('access_token', 'old');
    const sent = installFakeXhr([
      { status: 401, body: { status: 401, message: 'x', data: null } },
      { status: 200, body: { status: 200, message: 'ok', data: [] } },
    ]);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          status: 200,
          message: 'OK',
          data: { accessToken: 'new', user: { id: 1, name: 'Ana', email: 'a@b.c', role: 'ADMIN' } },
        }),
        { status: 200 },
      ),
    );
    await upload('/media/upload', new FormData());
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('passes a refusal on as an ApiError with the server message', async () => {
    installFakeXhr([
      { status: 413, body: { status: 413, message: 'El archivo a.mp4 supera…', data: null } },
    ]);
    const failure = upload('/media/upload', new FormData());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 413,
      message: 'El archivo a.mp4 supera…',
    });
  });
});
