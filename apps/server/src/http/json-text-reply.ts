import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { nextBulkTurn } from '../threads/bulk-turns';

/**
 * Sends a body that is already the route's response as JSON text (as PostgreSQL wrote it): Fastify
 * sends a string as it is, without the response schema's serializer, so tests hold it to the schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Items of a long array written as JSON text in one turn of the event loop (~2 ms for 2,000 segments). */
const ITEMS_PER_PART = 2000;

/**
 * Sends `{"data": data}` as JSON text written a part at a time, the long array `data[key]` a slice
 * of it per turn of the event loop, and streamed part by part. A meeting's detail carries every
 * segment of its transcript (130,000 for the largest accepted file): checking 55,000 of them (an
 * 8 MB file) against the response schema and writing them as one string took 75–130 ms on the
 * event loop of a busy machine, the server's other requests waiting meanwhile. `data` is already the contract's type, so tests hold the route to the
 * schema; `key` should be its last field, where it is written.
 */
export async function sendJsonInParts<T extends Record<string, unknown>>(
  reply: FastifyReply,
  options: { data: T; key: keyof T & string },
): Promise<FastifyReply> {
  const { [options.key]: items, ...rest } = options.data;
  if (!Array.isArray(items)) throw new Error(`${options.key} is not an array`);
  // `{"data":{…rest}}` opened again to take the array as its last field.
  const head = JSON.stringify({ data: rest }).slice(0, -2);
  const parts = [`${head}${Object.keys(rest).length > 0 ? ',' : ''}${JSON.stringify(options.key)}:[`];
  for (let start = 0; start < items.length; start += ITEMS_PER_PART) {
    if (start > 0) await nextBulkTurn();
    const slice = JSON.stringify(items.slice(start, start + ITEMS_PER_PART)).slice(1, -1);
    parts.push(start > 0 ? `,${slice}` : slice);
  }
  parts.push(']}}');
  return reply.type('application/json; charset=utf-8').send(Readable.from(parts, { objectMode: false }));
}
