import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TActionItem, TMeetingDetail } from '@ting/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../../app/routes/meeting-page';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, SIGNED_IN_SESSION } from '../../../test/fixtures';
import { buildMeeting } from '../../../test/meeting-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Upload } from '../../../test/tus-stub';
import { meetingKeys } from '../api/meeting-keys';

vi.mock('tus-js-client', () => import('../../../test/tus-stub'));

const MEETING_PATH = '/api/meetings/m-1';
const SHARE_PATH = '/api/meetings/m-1/share';
const SHARE_URL = 'http://localhost/meetings/m-1?share=tok_abc';

const setup = ({
  routes,
  route = '/meetings/m-1',
  isSignedIn = true,
  userId = 'user-1',
}: {
  routes: Record<string, TStubRoute>;
  route?: string;
  isSignedIn?: boolean;
  userId?: string;
}) => {
  const fetchStub = stubFetch({
    'GET /api/auth/session': { body: isSignedIn ? SIGNED_IN_SESSION : null },
    [`GET ${MEETING_PATH}/media-url`]: { body: { data: { url: null, content_type: null } } },
    [`GET ${MEETING_PATH}/chat`]: { body: { data: { messages: [] } } },
    ...routes,
  });
  const rendered = renderWithProviders(null, {
    route,
    routes: [{ path: '/meetings/:id', element: <MeetingPage /> }],
    identity: isSignedIn ? buildIdentity({ user: { id: userId, has_onboarded: true } }) : undefined,
  });
  return { ...fetchStub, ...rendered, user: userEvent.setup() };
};

const openActionItems = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('tab', { name: /Action items/ }));
  return screen.getByRole('list', { name: 'Action items' });
};

describe('action items', () => {
  const savedBodies = (calls: { body: unknown }[]) =>
    calls.map((call) => (call.body as { action_items: TActionItem[] }).action_items);

  it('checks an item off, rewords one, adds and removes items, saving the whole list each time', async () => {
    const { user, callsTo } = setup({
      routes: {
        [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
        [`PATCH ${MEETING_PATH}/action-items`]: (call) => ({
          body: {
            data: {
              ...buildMeeting().outputs,
              action_items: (call.body as { action_items: unknown }).action_items,
            },
          },
        }),
      },
    });
    const list = await openActionItems(user);

    await user.click(within(list).getByRole('checkbox', { name: 'Done: Send the pricing sheet' }));
    await waitFor(() => expect(callsTo('PATCH', `${MEETING_PATH}/action-items`)).toHaveLength(1));
    expect(within(list).getByRole('checkbox', { name: 'Done: Send the pricing sheet' })).toBeChecked();
    expect(screen.getByText(/1 of 2 done/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit: Book a demo' }));
    const form = screen.getByRole('form', { name: 'Save action item' });
    // While a form is open the other rows wait: removing one would shift the row being edited.
    expect(within(list).queryByRole('button', { name: /^Remove: / })).not.toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Done: Send the pricing sheet' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add action item' })).not.toBeInTheDocument();
    const text = within(form).getByLabelText('Action item');
    await user.clear(text);
    await user.type(text, 'Book a demo for the Chicago team');
    await user.type(within(form).getByLabelText('Owner'), 'Sam');
    await user.click(within(form).getByRole('button', { name: 'Save action item' }));

    await user.click(screen.getByRole('button', { name: 'Add action item' }));
    const addForm = screen.getByRole('form', { name: 'Add action item' });
    // An empty item is refused with a reason, and nothing is saved.
    await user.click(within(addForm).getByRole('button', { name: 'Add action item' }));
    expect(within(addForm).getByText('Describe the action item.')).toBeInTheDocument();
    await user.type(within(addForm).getByLabelText('Action item'), 'Send the security questionnaire');
    await user.click(within(addForm).getByRole('button', { name: 'Add action item' }));

    await user.click(within(list).getByRole('button', { name: 'Remove: Send the pricing sheet' }));

    await waitFor(() => expect(callsTo('PATCH', `${MEETING_PATH}/action-items`)).toHaveLength(4));
    expect(savedBodies(callsTo('PATCH', `${MEETING_PATH}/action-items`))).toEqual([
      [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          text: 'Send the pricing sheet',
          owner: 'Ada',
          due_date: '2026-11-27',
          done: true,
        },
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          text: 'Book a demo',
          owner: null,
          due_date: null,
          done: false,
        },
      ],
      [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          text: 'Send the pricing sheet',
          owner: 'Ada',
          due_date: '2026-11-27',
          done: true,
        },
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          text: 'Book a demo for the Chicago team',
          owner: 'Sam',
          due_date: null,
          done: false,
        },
      ],
      [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          text: 'Send the pricing sheet',
          owner: 'Ada',
          due_date: '2026-11-27',
          done: true,
        },
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          text: 'Book a demo for the Chicago team',
          owner: 'Sam',
          due_date: null,
          done: false,
        },
        {
          id: expect.any(String),
          text: 'Send the security questionnaire',
          owner: null,
          due_date: null,
          done: false,
        },
      ],
      [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          text: 'Book a demo for the Chicago team',
          owner: 'Sam',
          due_date: null,
          done: false,
        },
        {
          id: expect.any(String),
          text: 'Send the security questionnaire',
          owner: null,
          due_date: null,
          done: false,
        },
      ],
    ]);
    // The added item keeps the id it was given through the later saves (its HubSpot task follows it).
    const bodies = savedBodies(callsTo('PATCH', `${MEETING_PATH}/action-items`)) as Array<
      Array<{ id: string }>
    >;
    expect(bodies[3]?.[1]?.id).toBe(bodies[2]?.[2]?.id);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('closes the edit form when the item changes underneath it, instead of saving over another item', async () => {
    const { user, queryClient, callsTo } = setup({
      routes: { [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } } },
    });
    const list = await openActionItems(user);
    await user.click(within(list).getByRole('button', { name: 'Edit: Book a demo' }));
    expect(screen.getByRole('form', { name: 'Save action item' })).toBeInTheDocument();

    // A teammate removed the first item and added one: 'Book a demo' is now row 0, and row 1 is theirs.
    const theirs = [
      { text: 'Book a demo', owner: null, due_date: null, done: false },
      { text: 'Call the CFO', owner: 'Tom', due_date: null, done: false },
    ];
    act(() => {
      queryClient.setQueryData(meetingKeys.detail('m-1'), (meeting: TMeetingDetail | undefined) =>
        meeting?.outputs ? { ...meeting, outputs: { ...meeting.outputs, action_items: theirs } } : meeting,
      );
    });
    await waitFor(() => expect(within(list).getByText('Call the CFO')).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Save action item' })).not.toBeInTheDocument();
    expect(within(list).getByText('Book a demo')).toBeInTheDocument();
    expect(callsTo('PATCH', `${MEETING_PATH}/action-items`)).toHaveLength(0);
  });

  it('puts the saved list back when the server refuses the change', async () => {
    const { user } = setup({
      routes: {
        [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
        [`PATCH ${MEETING_PATH}/action-items`]: {
          status: 409,
          body: { message: 'Meeting m-1 has no action items yet', code: 'CONFLICT' },
        },
      },
    });
    const list = await openActionItems(user);
    await user.click(within(list).getByRole('checkbox', { name: 'Done: Book a demo' }));
    expect(await screen.findByText('Meeting m-1 has no action items yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).getByRole('checkbox', { name: 'Done: Book a demo' })).not.toBeChecked(),
    );
  });
});

describe('share links', () => {
  it('lets the owner create, copy and revoke the link', async () => {
    let share: { url: string; created_at: string } | null = null;
    const { user, callsTo } = setup({
      routes: {
        [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting() } },
        [`GET ${SHARE_PATH}`]: () => ({ body: { data: share } }),
        [`POST ${SHARE_PATH}`]: () => {
          share = { url: SHARE_URL, created_at: '2026-11-24T10:10:00.000Z' };
          return { status: 201, body: { data: share } };
        },
        [`DELETE ${SHARE_PATH}`]: () => {
          share = null;
          return { body: { data: null } };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this meeting' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create share link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toHaveValue(SHARE_URL);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke link…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(callsTo('DELETE', SHARE_PATH)).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: 'Create share link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('offers sharing and Retry to the owner only', async () => {
    setup({
      routes: {
        [`GET ${MEETING_PATH}`]: {
          body: {
            data: buildMeeting({ status: 'failed', status_reason: 'The recording has no audio track.' }),
          },
        },
      },
      userId: 'user-2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' })).toBeVisible();
    expect(screen.getByText('The recording has no audio track.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a shared meeting read-only to a signed-out visitor, with the token in a header only', async () => {
    const { user, callsTo } = setup({
      isSignedIn: false,
      route: '/meetings/m-1?share=tok_abc',
      routes: {
        'GET /api/shared/meetings/m-1': {
          body: {
            data: buildMeeting({ status: 'failed', status_reason: 'Speech-to-text is not configured.' }),
          },
        },
        'GET /api/shared/meetings/m-1/media-url': { body: { data: { url: null, content_type: null } } },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' })).toBeVisible();
    const [read] = callsTo('GET', '/api/shared/meetings/m-1');
    expect(read?.headers.get('x-share-token')).toBe('tok_abc');
    expect(read?.headers.get('Authorization')).toBeNull();
    expect(callsTo('GET', MEETING_PATH)).toHaveLength(0);

    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.getByText('Speech-to-text is not configured.')).toBeInTheDocument();
    for (const name of ['Retry', 'Share', 'Download transcript']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Go to Assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Ask Questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    // No CRM data in a shared view: no tab, and nothing asked of either CRM path.
    expect(screen.queryByRole('tab', { name: 'CRM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'HubSpot' })).not.toBeInTheDocument();
    expect(callsTo('GET', `${MEETING_PATH}/crm`)).toHaveLength(0);
    expect(callsTo('GET', `${MEETING_PATH}/crm/updates`)).toHaveLength(0);
    expect(callsTo('GET', '/api/shared/meetings/m-1/crm')).toHaveLength(0);

    const list = await openActionItems(user);
    expect(within(list).getByRole('checkbox', { name: 'Done: Book a demo' })).toBeDisabled();
    expect(within(list).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add action item' })).not.toBeInTheDocument();
  });

  it('shows the not-available page for a revoked or guessed link', async () => {
    setup({
      isSignedIn: false,
      route: '/meetings/m-1?share=guess',
      routes: {
        'GET /api/shared/meetings/m-1': {
          status: 404,
          body: { message: 'This meeting is not available.', code: 'NOT_FOUND' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Meeting not available' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Discovery call with Acme' }),
    ).not.toBeInTheDocument();
  });
});

describe('adding the recording to a transcript meeting', () => {
  afterEach(() => Upload.reset());

  it('uploads the recording for this meeting, then shows the player', async () => {
    let hasRecording = false;
    const { user } = setup({
      routes: {
        [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting({ source: 'transcript_upload' }) } },
        [`GET ${MEETING_PATH}/media-url`]: () => ({
          body: {
            data: hasRecording
              ? { url: '/api/media?token=signed', content_type: 'audio/webm' }
              : { url: null, content_type: null },
          },
        }),
      },
    });
    expect(await screen.findByText('No recording yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();

    // A transcript is not a recording (the picker offers only media, but a drop or 'All files' can pick one).
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Recording file'), new File(['WEBVTT'], 'call.vtt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "call.vtt is a transcript file; choose the call's",
    );
    expect(Upload.instances).toHaveLength(0);

    const recording = new File([new Uint8Array(2000)], 'call.webm', { type: 'audio/webm' });
    await user.upload(screen.getByLabelText('Recording file'), recording);
    await waitFor(() => expect(Upload.instances[0]?.isStarted).toBe(true));
    const upload = Upload.instances[0] as Upload;
    expect(upload.file).toBe(recording);
    expect(upload.options.metadata).toMatchObject({ filename: 'call.webm', meeting_id: 'm-1' });
    upload.reportProgress(1000, 2000);
    expect(await screen.findByText('Uploaded 50%')).toBeInTheDocument();

    hasRecording = true;
    await upload.succeed({ meetingId: 'm-1' });
    expect(await screen.findByLabelText('Meeting recording')).toHaveAttribute(
      'src',
      '/api/media?token=signed',
    );
    expect(screen.queryByText('No recording yet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Play from/ }).length).toBeGreaterThan(0);
  });

  it('is offered to the owner only, and only for transcript meetings', async () => {
    setup({
      routes: { [`GET ${MEETING_PATH}`]: { body: { data: buildMeeting({ source: 'transcript_upload' }) } } },
      userId: 'user-2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discovery call with Acme' })).toBeVisible();
    expect(screen.queryByText('No recording yet')).not.toBeInTheDocument();
  });
});
