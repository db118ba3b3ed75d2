import type { CaptureResult } from 'posthog-js';
import { describe, expect, it } from 'vitest';
import { redactEventUrls } from './posthog-options';

describe('analytics URL redaction', () => {
  it('drops the query and fragment of every address, where share and invitation tokens live', () => {
    const event = {
      uuid: 'event-1',
      event: '$pageview',
      properties: {
        $current_url: 'https://ting.example/meetings/m-1?share=secret-token#t=30',
        $referrer: 'https://ting.example/invite?token=invite-secret',
        $pathname: '/meetings/m-1',
        title: 'kept as is',
      },
      $set_once: { $initial_current_url: 'https://ting.example/invite?token=invite-secret' },
    } as unknown as CaptureResult;

    const redacted = redactEventUrls(event);

    expect(redacted?.properties).toEqual({
      $current_url: 'https://ting.example/meetings/m-1',
      $referrer: 'https://ting.example/invite',
      $pathname: '/meetings/m-1',
      title: 'kept as is',
    });
    expect(redacted?.$set_once).toEqual({ $initial_current_url: 'https://ting.example/invite' });
    expect(redactEventUrls(null)).toBeNull();
  });
});
