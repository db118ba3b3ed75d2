import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for an LLM API, for tests: speaks OpenAI Chat Completions
 * (`POST /v1/chat/completions`) and Anthropic Messages (`POST /v1/messages`), each plain or
 * streamed (`stream: true`, server-sent events), and answers like a very literal model:
 *
 * - summary schema (`markdown`): echoes the <instruction> and counts the lines it read;
 * - action items schema (`items`): one item per `[mm:ss] Name: …I'll…` line (transcript or notes),
 *   owner = Name, dueDate from `due YYYY-MM-DD` in the line;
 * - notes schema (`keyPoints`): the first line as a key point, `agreed` lines as decisions, `I'll`
 *   lines as action items, each with its timestamp;
 * - CRM fields schema (`fields`): null for every field (tests script real answers with `enqueue`);
 * - a streamed request with no schema (a chat): `You asked: <last user text>. Context lines: N`,
 *   N the `[mm:ss] Name: text` lines in the system and user text, in chunks of a few words.
 */

export type RecordedRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** System/developer text and user text of the request, flattened. */
  system: string;
  user: string;
  /** Which schema was asked for, from its properties. */
  task: 'summary' | 'actionItems' | 'notes' | 'crmFields' | 'unknown';
  /** The text of the last user message. */
  lastUser: string;
  /** Whether the request asked for a streamed answer (`stream: true`). */
  isStreaming: boolean;
};

export type FakeReply =
  /** An HTTP error (or any raw response). */
  (
    | { kind: 'http'; status: number; body: unknown; headers?: Record<string, string> }
    /** A well-formed completion whose assistant text is `text` (e.g. broken JSON). */
    | { kind: 'text'; text: string }
    /** The answer the server would give anyway. */
    | { kind: 'answer' }
  ) & {
    /** Wait this long before answering (timeouts). */
    delayMs?: number;
    /** Streamed answers: wait this long between chunks. */
    chunkDelayMs?: number;
  };

export type FakeLlmServer = {
  /** API root to give the SDK, e.g. `http://127.0.0.1:43123/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order, before the server goes back to answering itself. */
  enqueue: (...replies: FakeReply[]) => void;
  /**
   * Answers structured requests when set and it returns something (after queued replies): a test's
   * model that reads the request, e.g. to answer each window of a long meeting differently.
   */
  answerWith: ((request: RecordedRequest) => unknown) | null;
  close: () => Promise<void>;
};

const LINE = /^(?:- )?\[(\d{1,2}:\d{2}(?::\d{2})?)\] ([^:\n]+): (.+)$/;
const DUE = /,? ?\(?due (\d{4}-\d{2}-\d{2})\)?/;

type Part = { type?: string; text?: string };

function flatten(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part: Part) => (part.type === 'text' || part.type === undefined ? (part.text ?? '') : ''))
      .join('\n');
  }
  return '';
}

function schemaOf(body: Record<string, unknown>): { properties?: Record<string, unknown> } | undefined {
  const responseFormat = body.response_format as { json_schema?: { schema?: object } } | undefined;
  if (responseFormat?.json_schema?.schema) return responseFormat.json_schema.schema;
  const outputConfig = body.output_config as { format?: { schema?: object } } | undefined;
  if (outputConfig?.format?.schema) return outputConfig.format.schema;
  const tools = body.tools as Array<{ input_schema?: object }> | undefined;
  return tools?.[0]?.input_schema;
}

function taskOf(body: Record<string, unknown>): RecordedRequest['task'] {
  const properties = schemaOf(body)?.properties ?? {};
  if ('markdown' in properties) return 'summary';
  if ('items' in properties) return 'actionItems';
  if ('keyPoints' in properties) return 'notes';
  if ('fields' in properties) return 'crmFields';
  return 'unknown';
}

function record(path: string, headers: IncomingHttpHeaders, body: Record<string, unknown>): RecordedRequest {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const system = [
    flatten(body.system),
    ...messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => flatten(m.content)),
  ].join('\n');
  const userMessages = messages.filter((m) => m.role === 'user').map((m) => flatten(m.content));
  return {
    path,
    headers,
    body,
    system,
    user: userMessages.join('\n'),
    task: taskOf(body),
    lastUser: userMessages.at(-1) ?? '',
    isStreaming: body.stream === true,
  };
}

function parsedLines(text: string) {
  return text.split('\n').flatMap((line) => {
    const match = line.trim().match(LINE);
    if (!match) return [];
    const [, at, speaker, said] = match as unknown as [string, string, string, string];
    return [{ at, speaker: speaker.trim(), said: said.trim() }];
  });
}

function actionItemOf(line: { at: string; speaker: string; said: string }) {
  const dueDate = line.said.match(DUE)?.[1] ?? null;
  return { at: line.at, text: line.said.replace(DUE, '').trim(), owner: line.speaker, dueDate };
}

/** The JSON a literal-minded model would give for this request. */
export function answerFor(request: RecordedRequest): unknown {
  const lines = parsedLines(request.user);
  const commitments = lines.filter((line) => line.said.includes("I'll"));
  switch (request.task) {
    case 'summary': {
      const instruction = request.user.match(/<instruction>\n([\s\S]*?)\n<\/instruction>/)?.[1] ?? '(none)';
      const source = request.user.includes('<notes>') ? 'notes' : 'transcript';
      return {
        markdown: `## Summary\n\nInstruction: ${instruction}\n\nRead ${lines.length} ${source} lines.`,
      };
    }
    case 'actionItems':
      return {
        items: commitments.map((line) => {
          const { text, owner, dueDate } = actionItemOf(line);
          return { text, owner, dueDate };
        }),
      };
    case 'notes':
      return {
        keyPoints: lines.slice(0, 1).map((line) => ({ at: line.at, text: line.said })),
        decisions: lines
          .filter((line) => line.said.includes('agreed'))
          .map(({ at, said }) => ({ at, text: said })),
        actionItems: commitments.map(actionItemOf),
      };
    case 'crmFields': {
      const fields = (schemaOf(request.body)?.properties?.fields ?? {}) as {
        properties?: Record<string, unknown>;
      };
      const ids = Object.keys(fields.properties ?? {});
      return { fields: Object.fromEntries(ids.map((id) => [id, { value: null, quote: null }])) };
    }
    default:
      return {};
  }
}

/** What a streamed chat request (no schema) is answered with. */
export function chatAnswerFor(request: RecordedRequest): string {
  const contextLines = parsedLines(`${request.system}\n${request.user}`).length;
  return `You asked: ${request.lastUser.trim()}. Context lines: ${contextLines}`;
}

const WORDS_PER_CHUNK = 2;

/** Pieces of a streamed answer: a couple of words each, spaces kept, so they join back to `text`. */
export function streamChunksOf(text: string): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += WORDS_PER_CHUNK) {
    chunks.push(pieces.slice(index, index + WORDS_PER_CHUNK).join(''));
  }
  return chunks;
}

/** Server-sent events of an OpenAI Chat Completions stream, `[DONE]` last. */
function openAiEvents(model: unknown, chunks: string[]): string[] {
  const base = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
  return [
    event({
      ...base,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    }),
    ...chunks.map((content) =>
      event({ ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] }),
    ),
    event({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
    event({ ...base, choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }),
    'data: [DONE]\n\n',
  ];
}

/** Server-sent events of an Anthropic Messages stream (text only). */
function anthropicEvents(model: unknown, chunks: string[]): string[] {
  const event = (data: { type: string; [key: string]: unknown }) =>
    `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
  return [
    event({
      type: 'message_start',
      message: {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }),
    event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    ...chunks.map((text) =>
      event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
    ),
    event({ type: 'content_block_stop', index: 0 }),
    event({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 10 },
    }),
    event({ type: 'message_stop' }),
  ];
}

function openAiCompletion(model: unknown, text: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function anthropicMessage(request: RecordedRequest, text: string) {
  const tools = request.body.tools as Array<{ name: string }> | undefined;
  const usesTool = tools !== undefined && tools.length > 0;
  let input: unknown = null;
  if (usesTool) {
    try {
      input = JSON.parse(text);
    } catch {
      input = { unparsable: text };
    }
  }
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: request.body.model,
    content: usesTool
      ? [{ type: 'tool_use', id: 'toolu_fake', name: tools[0]!.name, input }]
      : [{ type: 'text', text }],
    stop_reason: usesTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const isOpenAi = req.method === 'POST' && path === '/v1/chat/completions';
      const isAnthropic = req.method === 'POST' && path === '/v1/messages';
      if (!isOpenAi && !isAnthropic) {
        send(404, { error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } });
        return;
      }
      const request = record(path, req.headers, JSON.parse(Buffer.concat(chunks).toString('utf8')));
      requests.push(request);

      const reply = queue.shift();
      const stream = (text: string) => {
        const chunks = streamChunksOf(text);
        const events = isOpenAi
          ? openAiEvents(request.body.model, chunks)
          : anthropicEvents(request.body.model, chunks);
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const writeFrom = (index: number) => {
          // The client may hang up mid-stream (an aborted answer).
          if (res.destroyed || res.writableEnded) return;
          if (index >= events.length) {
            res.end();
            return;
          }
          res.write(events[index]);
          if (reply?.chunkDelayMs) setTimeout(() => writeFrom(index + 1), reply.chunkDelayMs);
          else writeFrom(index + 1);
        };
        writeFrom(0);
      };
      const respond = () => {
        if (reply?.kind === 'http') {
          send(reply.status, reply.body, reply.headers);
          return;
        }
        if (request.isStreaming) {
          const isChat = request.task === 'unknown';
          stream(
            reply?.kind === 'text'
              ? reply.text
              : isChat
                ? chatAnswerFor(request)
                : JSON.stringify(answerFor(request)),
          );
          return;
        }
        const scripted = reply?.kind === 'text' ? undefined : fake.answerWith?.(request);
        const text =
          reply?.kind === 'text'
            ? reply.text
            : JSON.stringify(scripted === undefined ? answerFor(request) : scripted);
        send(200, isOpenAi ? openAiCompletion(request.body.model, text) : anthropicMessage(request, text));
      };
      if (reply?.delayMs) setTimeout(respond, reply.delayMs);
      else respond();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeLlmServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: null,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
