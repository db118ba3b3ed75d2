import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for an OpenAI-compatible model that calls tools, for tests: each streamed
 * `POST /v1/chat/completions` is answered by the test's `reply`, which reads the conversation so far
 * (tool results included) and returns tool calls or a final text — as Chat Completions chunks.
 */

export type ToolModelMessage = {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool';
  content: unknown;
  tool_call_id?: string;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
};

export type ToolModelRequest = {
  messages: ToolModelMessage[];
  tools: Array<{ function: { name: string } }>;
  /** The outputs of the tools run so far, by tool call id, parsed from JSON where they are JSON. */
  toolResults: Map<string, unknown>;
};

export type ToolModelReply = { toolCalls: Array<{ name: string; input: unknown }> } | { text: string };

export type FakeToolModel = {
  /** API root for the SDK, e.g. `http://127.0.0.1:43123/v1`. */
  baseUrl: string;
  requests: ToolModelRequest[];
  /** How the model answers; a test sets it before asking. */
  reply: (request: ToolModelRequest, index: number) => ToolModelReply;
  close: () => Promise<void>;
};

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part: { text?: string }) => part.text ?? '').join('');
  return '';
}

function chunksOf(options: { model: unknown; reply: ToolModelReply; turn: number }): string[] {
  const base = {
    id: `chatcmpl-${options.turn}`,
    object: 'chat.completion.chunk',
    created: 0,
    model: options.model,
  };
  const event = (choices: unknown[], extra: object = {}) =>
    `data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`;
  const { reply } = options;
  const body =
    'toolCalls' in reply
      ? reply.toolCalls.map((call, index) =>
          event([
            {
              index: 0,
              delta: {
                ...(index === 0 ? { role: 'assistant', content: null } : {}),
                tool_calls: [
                  {
                    index,
                    id: `call_${options.turn}_${index}`,
                    type: 'function',
                    function: { name: call.name, arguments: JSON.stringify(call.input) },
                  },
                ],
              },
              finish_reason: null,
            },
          ]),
        )
      : (reply.text.match(/\s*\S+\s*/g) ?? []).map((piece, index) =>
          event([
            {
              index: 0,
              delta: { ...(index === 0 ? { role: 'assistant' } : {}), content: piece },
              finish_reason: null,
            },
          ]),
        );
  return [
    ...body,
    event([{ index: 0, delta: {}, finish_reason: 'toolCalls' in reply ? 'tool_calls' : 'stop' }]),
    event([], { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }),
    'data: [DONE]\n\n',
  ];
}

/**
 * Starts the model. Requests that offer no tools (the meeting pipeline's summaries and action items)
 * go to `fallbackBaseUrl` when given, e.g. the literal fake model of `ai-sdk/testing`.
 */
async function forward(options: { baseUrl: string; raw: string; res: import('node:http').ServerResponse }) {
  const answer = await fetch(`${options.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: options.raw,
  });
  options.res.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  });
  options.res.end(Buffer.from(await answer.arrayBuffer()));
}

export async function startFakeToolModel(options: { fallbackBaseUrl?: string } = {}): Promise<FakeToolModel> {
  const fake: FakeToolModel = {
    baseUrl: '',
    requests: [],
    reply: () => ({ text: 'No reply was scripted.' }),
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const raw = Buffer.concat(parts).toString('utf8');
      const body = JSON.parse(raw) as {
        model: unknown;
        messages: ToolModelMessage[];
        tools?: ToolModelRequest['tools'];
      };
      if (!body.tools?.length && options.fallbackBaseUrl) {
        void forward({ baseUrl: options.fallbackBaseUrl, raw, res });
        return;
      }
      const toolResults = new Map<string, unknown>();
      for (const message of body.messages) {
        if (message.role !== 'tool' || !message.tool_call_id) continue;
        const text = textOf(message.content);
        try {
          toolResults.set(message.tool_call_id, JSON.parse(text));
        } catch {
          toolResults.set(message.tool_call_id, text);
        }
      }
      const request: ToolModelRequest = { messages: body.messages, tools: body.tools ?? [], toolResults };
      fake.requests.push(request);
      const turn = fake.requests.length - 1;
      let reply: ToolModelReply;
      try {
        reply = fake.reply(request, turn);
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const chunk of chunksOf({ model: body.model, reply, turn })) res.write(chunk);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
