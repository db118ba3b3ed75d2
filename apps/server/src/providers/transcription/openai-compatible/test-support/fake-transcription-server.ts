import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { parseWavHeader, type WavInfo } from '../../../media/wav-header';

/** One request as the fake server understood it. */
export type FakeTranscriptionRequest = {
  path: string;
  authorization: string | null;
  model: string | null;
  responseFormat: string | null;
  timestampGranularities: string[];
  language: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
  /** The uploaded file's WAV header, when it is a WAV file. */
  wav: WavInfo | null;
};

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> };

/** Decides an answer; returning undefined falls back to the default behaviour. */
export type FakeResponder = (request: FakeTranscriptionRequest, index: number) => FakeReply | undefined;

export type FakeTranscriptionServer = {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  requests: FakeTranscriptionRequest[];
  close(): Promise<void>;
};

/** The text the fake server gives a chunk: it names the chunk by its duration, which the test knows. */
export function fakeChunkText(options: { durationMs: number; half: 'first' | 'second' }): string {
  return `chunk of ${(options.durationMs / 1000).toFixed(2)} s, ${options.half} half`;
}

/**
 * A local stand-in for an OpenAI-compatible `/v1/audio/transcriptions` server. By default it
 * checks the key (when `apiKey` is given), the model and `response_format=verbose_json`, reads the
 * uploaded WAV's duration from its header, and answers `verbose_json` with two segments per upload
 * (each half of it, times relative to the upload) plus one blank segment, language `english`.
 */
export async function startFakeTranscriptionServer(
  options: { apiKey?: string; respond?: FakeResponder } = {},
): Promise<FakeTranscriptionServer> {
  const requests: FakeTranscriptionRequest[] = [];

  const server = createServer(async (nodeRequest, nodeResponse) => {
    const send = (reply: FakeReply) => {
      nodeResponse.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      nodeResponse.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    };
    try {
      const request = await readRequest(nodeRequest);
      const index = requests.push(request) - 1;
      send(options.respond?.(request, index) ?? defaultReply(request, options.apiKey));
    } catch (error) {
      send({ status: 400, body: { error: { message: `Could not parse the upload: ${String(error)}` } } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readRequest(nodeRequest: IncomingMessage): Promise<FakeTranscriptionRequest> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeRequest.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const path = nodeRequest.url ?? '/';
  const request = new Request(`http://127.0.0.1${path}`, {
    method: nodeRequest.method,
    headers,
    body: nodeRequest.method === 'POST' ? (Readable.toWeb(nodeRequest) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
  const form = request.method === 'POST' ? await request.formData() : new FormData();
  const file = form.get('file');
  const fileBytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    path,
    authorization: headers.get('authorization'),
    model: text('model'),
    responseFormat: text('response_format'),
    timestampGranularities: form.getAll('timestamp_granularities[]').map(String),
    language: text('language'),
    fileName: file instanceof File ? file.name : null,
    fileType: file instanceof Blob ? file.type : null,
    fileBytes: fileBytes?.length ?? 0,
    wav: fileBytes ? parseWavHeader(fileBytes) : null,
  };
}

function defaultReply(request: FakeTranscriptionRequest, apiKey: string | undefined): FakeReply {
  const error = (status: number, message: string): FakeReply => ({
    status,
    body: { error: { message, type: 'invalid_request_error' } },
  });
  if (request.path !== '/v1/audio/transcriptions') return error(404, `No route ${request.path}`);
  if (apiKey && request.authorization !== `Bearer ${apiKey}`) return error(401, 'Incorrect API key provided');
  if (!request.model) return error(400, 'model is required');
  if (request.responseFormat !== 'verbose_json') return error(400, 'this fake only speaks verbose_json');
  if (!request.wav) return error(400, 'the upload is not a WAV file');

  const seconds = request.wav.durationMs / 1000;
  const text = (half: 'first' | 'second') =>
    ` ${fakeChunkText({ durationMs: request.wav!.durationMs, half })}`;
  return {
    status: 200,
    body: {
      task: 'transcribe',
      language: 'english',
      duration: seconds,
      text: `${text('first')}${text('second')}`,
      segments: [
        { id: 0, seek: 0, start: 0, end: seconds / 2, text: text('first'), tokens: [], temperature: 0 },
        { id: 1, seek: 0, start: seconds / 2, end: seconds / 2, text: '  ', tokens: [], temperature: 0 },
        {
          id: 2,
          seek: 0,
          start: seconds / 2,
          end: seconds,
          text: text('second'),
          tokens: [],
          temperature: 0,
        },
      ],
    },
  };
}
