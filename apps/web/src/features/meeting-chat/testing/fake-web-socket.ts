import type { TChatRequest } from '@ting/contracts';
import { vi } from 'vitest';

/**
 * A WebSocket the test plays the server of: `acceptConnection`, `refuseConnection`, `receive` and
 * `dropConnection` fire the events a browser would. Events fire synchronously; wrap them in `act`.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState: number = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  isClosedByClient = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeWebSocket.instances.push(this);
  }

  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  /** Every frame sent on every socket, parsed. */
  static allRequests(): TChatRequest[] {
    return FakeWebSocket.instances.flatMap((socket) => socket.requests);
  }

  get requests(): TChatRequest[] {
    return this.sent.map((frame) => JSON.parse(frame) as TChatRequest);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new DOMException('Not open', 'InvalidStateError');
    this.sent.push(data);
  }

  close() {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.isClosedByClient = true;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code: 1000 }));
  }

  acceptConnection() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  refuseConnection() {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }

  receive(...frames: string[]) {
    for (const frame of frames) this.dispatchEvent(new MessageEvent('message', { data: frame }));
  }

  dropConnection() {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }
}

/** Replaces the global WebSocket for one test (setup.ts unstubs globals after each test). */
export const installFakeWebSocket = () => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
};
