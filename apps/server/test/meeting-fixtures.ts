import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A short sales call as WebVTT: speakers, a budget, a pricing question and commitments with due dates. */
export const SALES_CALL_VTT = `WEBVTT

00:00:01.000 --> 00:00:06.500
<v Sam Seller>Thanks for making time today, Dana. I'd love to hear how your team handles renewals.

00:00:07.000 --> 00:00:15.000
<v Dana Buyer>Sure. Right now our account managers track renewals in spreadsheets, and we miss follow-ups.

00:00:15.500 --> 00:00:22.000
<v Sam Seller>That's common. Ting records each call and writes the follow-ups into HubSpot for you.

00:00:22.500 --> 00:00:30.000
<v Dana Buyer>Pricing matters a lot for us. Our budget this year is around forty thousand.

00:00:30.500 --> 00:00:38.000
<v Sam Seller>Understood. I'll send the revised proposal by Friday, with the annual plan option.

00:00:38.500 --> 00:00:46.000
<v Dana Buyer>Great. We agreed to start a pilot with the Chicago team next month.

00:00:46.500 --> 00:00:52.000
<v Dana Buyer>Our security lead will need to review the data processing agreement.

00:00:52.500 --> 00:00:58.000
<v Sam Seller>Of course. Can you share the security questionnaire tomorrow?
`;

export const bearer = (user: { accessToken: string }) => ({ authorization: `Bearer ${user.accessToken}` });

/** Uploads a transcript meeting the way the web app does and waits until the pipeline finishes. */
export async function createReadyMeeting(
  t: TestApp,
  options: {
    user: { accessToken: string };
    title?: string;
    content?: string;
    participants?: Array<{ name: string; email: string }>;
    /** When the meeting took place; 17 November 2026, 15:00 UTC by default. */
    startedAt?: Date;
  },
): Promise<{ id: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bearer(options.user),
    payload: {
      title: options.title ?? 'Discovery call — Acme',
      started_at: options.startedAt?.toISOString() ?? '2026-11-17T15:00:00Z',
      participants: options.participants ?? [{ name: 'Dana Buyer', email: 'dana@acme-buyer.com' }],
      transcript: { filename: 'call.vtt', content: options.content ?? SALES_CALL_VTT },
    },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data as { id: string };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/meetings/${id}`,
      headers: bearer(options.user),
    });
    const { status } = response.json().data as { status: string };
    if (status === 'ready') return { id };
    if (status === 'failed' || Date.now() > deadline) throw new Error(`Meeting ${id} ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Replaces a meeting's action items, as someone editing them on its page does. */
export async function setActionItems(
  t: TestApp,
  options: {
    user: { accessToken: string };
    meetingId: string;
    items: Array<{ text: string; owner: string | null; done?: boolean }>;
  },
): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${options.meetingId}/action-items`,
    headers: bearer(options.user),
    payload: {
      action_items: options.items.map((item) => ({
        text: item.text,
        owner: item.owner,
        due_date: null,
        done: item.done ?? false,
      })),
    },
  });
  expect(response.statusCode).toBe(200);
}
