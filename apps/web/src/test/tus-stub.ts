import type { HttpRequest, HttpResponse, UploadOptions } from 'tus-js-client';

type TPreviousUpload = Awaited<ReturnType<import('tus-js-client').Upload['findPreviousUploads']>>[number];

const fakeRequest = { getMethod: () => 'PATCH', getURL: () => '/api/uploads/1' } as unknown as HttpRequest;

export const fakeTusResponse = ({
  status,
  body = '',
  headers = {},
}: {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}): HttpResponse => ({
  getStatus: () => status,
  getHeader: (name) => headers[name],
  getBody: () => body,
  getUnderlyingObject: () => null,
});

/**
 * Stands in for tus-js-client's `Upload` in tests (`vi.mock('tus-js-client', () => import(...tus-stub))`):
 * records each upload's input and options, and lets the test play the server's part.
 */
export class Upload {
  static instances: Upload[] = [];
  static previousUploads: TPreviousUpload[] = [];

  readonly file: unknown;
  readonly options: UploadOptions;
  url: string | null = null;
  isStarted = false;
  isAborted = false;
  resumedFrom: TPreviousUpload | null = null;

  constructor(file: unknown, options: UploadOptions) {
    this.file = file;
    this.options = options;
    Upload.instances.push(this);
  }

  findPreviousUploads(): Promise<TPreviousUpload[]> {
    return Promise.resolve(Upload.previousUploads);
  }

  resumeFromPreviousUpload(previousUpload: TPreviousUpload): void {
    this.resumedFrom = previousUpload;
    this.url = previousUpload.uploadUrl;
  }

  start(): void {
    this.isStarted = true;
    this.url ??= '/api/uploads/org-1.upload-1';
  }

  abort(): Promise<void> {
    this.isAborted = true;
    return Promise.resolve();
  }

  /** The server accepted bytes. */
  reportProgress(bytesSent: number, bytesTotal: number | null): void {
    this.options.onProgress?.(bytesSent, bytesTotal as number);
  }

  /** The last PATCH was accepted and the server created the meeting. */
  async succeed({ meetingId }: { meetingId: string }): Promise<void> {
    const response = fakeTusResponse({ status: 204, headers: { 'Ting-Meeting-Id': meetingId } });
    await this.options.onAfterResponse?.(fakeRequest, response);
    this.options.onSuccess?.({ lastResponse: response });
  }

  /** The server refused the upload, as tus-js-client reports it: a DetailedError with the response. */
  fail({ status, body }: { status: number; body: unknown }): void {
    const error = Object.assign(
      new Error(`tus: unexpected response while creating upload, response code: ${status}`),
      {
        originalRequest: fakeRequest,
        originalResponse: fakeTusResponse({ status, body: JSON.stringify(body) }),
        causingError: null,
      },
    );
    this.options.onError?.(error);
  }

  static reset(): void {
    Upload.instances = [];
    Upload.previousUploads = [];
  }
}

/** The one upload a test expects to have been created. */
export const onlyUpload = (): Upload => {
  if (Upload.instances.length !== 1)
    throw new Error(`Expected one tus upload, found ${Upload.instances.length}`);
  return Upload.instances[0] as Upload;
};
