import WebSocket from 'ws';
import type { TestApp } from './test-app';

/** Opens `WebSocket /chat` as the browser does; an HTTP refusal of the upgrade rejects with its status. */
export function connectChat(t: TestApp, token: string): Promise<WebSocket> {
  const url = `${t.baseUrl.replace(/^http/, 'ws')}/chat?token=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/**
 * Sends one request (an object as JSON, a string as it is) and collects frames up to `[END MSG]` or an
 * `[ERR]` frame.
 */
export function askChat(socket: WebSocket, request: unknown, timeoutMs = 15_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const frames: string[] = [];
    const timer = setTimeout(
      () => reject(new Error(`No end of answer; got ${JSON.stringify(frames)}`)),
      timeoutMs,
    );
    const onMessage = (data: WebSocket.RawData) => {
      const frame = data.toString();
      frames.push(frame);
      if (frame === '[END MSG]' || frame.startsWith('[ERR]')) {
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(frames);
      }
    };
    socket.on('message', onMessage);
    socket.send(typeof request === 'string' ? request : JSON.stringify(request));
  });
}

/** The JSON payloads of an answer's `[TOOL]` or `[CITE]` frames, in order. */
export const jsonFrames = (frames: string[], marker: '[TOOL]' | '[CITE]') =>
  frames
    .filter((frame) => frame.startsWith(`${marker} `))
    .map((frame) => JSON.parse(frame.slice(marker.length + 1)));

/** An answer's text: its frames without a marker, joined. */
export const textOf = (frames: string[]) => frames.filter((frame) => !frame.startsWith('[')).join('');
