import type { IncomingMessage, ServerResponse } from 'node:http';

/** One stood-in outside service (Google, HubSpot, Recall and Stripe), mounted under its own segment. */
export type SandboxService = {
  /** Handles a request whose URL is already relative to the service's mount (`/token`, not `/google/token`). */
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
  /** Finishes writing state to disk. */
  close(): Promise<void>;
};
