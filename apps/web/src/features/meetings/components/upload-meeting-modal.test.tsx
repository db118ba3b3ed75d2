import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onlyUpload, Upload } from '../../../test/tus-stub';
import { identityKeys } from '../../identity/api/identity-keys';
import { meetingKeys } from '../api/meeting-keys';
import { MeetingCapture } from './meeting-capture';

vi.mock('tus-js-client', () => import('../../../test/tus-stub'));

const CREATED_MEETING = {
  id: 'meeting-1',
  title: 'Discovery call',
  source: 'transcript_upload',
  status: 'queued',
  status_reason: null,
  started_at: '2026-11-24T10:00:00.000Z',
  duration_ms: null,
  owner: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
  participants: [],
  created_at: '2026-11-24T10:00:00.000Z',
  notetaker: null,
  transcript_format: 'webvtt',
  segments: [],
  outputs: null,
};

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada>Hello there.\n';

const setup = (routes: Parameters<typeof stubFetch>[0] = {}, { applyAccept = true } = {}) => {
  const fetchStub = stubFetch(routes);
  const rendered = renderWithProviders(<MeetingCapture />, {
    identity: buildIdentity({ user: { has_onboarded: true } }),
  });
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { ...fetchStub, ...rendered, invalidate, user: userEvent.setup({ applyAccept }) };
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  return screen.findByRole('dialog', { name: 'Upload a meeting' });
};

describe('UploadMeetingModal', () => {
  afterEach(() => {
    Upload.reset();
  });

  it('sends a transcript file to POST /api/meetings, then closes, refreshes the list, says so and opens the meeting', async () => {
    const { user, callsTo, invalidate, router } = setup({
      'POST /api/meetings': { status: 201, body: { data: CREATED_MEETING } },
    });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Meeting file'), new File([VTT], 'Discovery call.vtt'));

    // The title follows the file name; the date is optional.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Discovery call');
    fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
      target: { value: '2026-11-24T10:30' },
    });
    // Participants make the meeting findable by their address; a typo is caught before sending.
    const participants = within(dialog).getByRole('combobox', { name: 'Participants' });
    await user.type(participants, 'Dana@Acme.com,not-an-address,');
    expect(within(dialog).getByText('Not an email address: not-an-address')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add meeting' })).toBeDisabled();
    // Backspace in the empty field removes the last address.
    await user.type(participants, '{Backspace}');
    expect(within(dialog).queryByText(/Not an email address/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));

    expect(await screen.findByText('Meeting uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo('POST', '/api/meetings');
    expect(call?.body).toEqual({
      title: 'Discovery call',
      started_at: new Date('2026-11-24T10:30').toISOString(),
      participants: [{ email: 'dana@acme.com' }],
      transcript: { filename: 'Discovery call.vtt', content: VTT },
    });
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meetingKeys.lists() });
    expect(Upload.instances).toHaveLength(0);
    // The new meeting opens, where its processing shows live (in the list it sits below the upcoming ones).
    expect(router.state.location.pathname).toBe('/meetings/meeting-1');
  });

  it("shows the server's message when it refuses a transcript, and keeps the dialog open", async () => {
    const message = 'Cannot read transcript "notes.txt": line 3 has a malformed timestamp "00:00:xx".';
    const { user } = setup({
      'POST /api/meetings': { status: 400, body: { message, code: 'VALIDATION_ERROR' } },
    });
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Meeting file'),
      new File(['00:00:xx Ada: hi'], 'notes.txt'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Add meeting' })).toBeEnabled();
    expect(screen.queryByText('Meeting uploaded')).not.toBeInTheDocument();
  });

  it('refuses a Word file before sending anything, naming the formats that work', async () => {
    // The picker offers only the accepted types, but a user can still choose 'All files'.
    const { user, calls } = setup({}, { applyAccept: false });
    const dialog = await openDialog(user);
    const input = within(dialog).getByLabelText('Meeting file');
    expect(input).toHaveAttribute('accept', '.vtt,.srt,.txt,audio/*,video/*');
    expect(within(dialog).getByText(/Word \(\.docx\) and PDF files are not supported/)).toBeInTheDocument();

    await user.upload(input, new File(['PK'], 'Teams meeting.docx'));
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Teams meeting.docx cannot be read: export the transcript as .vtt, .srt or .txt and upload that file.',
    );
    expect(calls).toHaveLength(0);
    expect(Upload.instances).toHaveLength(0);
  });

  it('uploads a recording over tus with the Bearer token and metadata, shows progress, then closes and opens the meeting', async () => {
    const { user, invalidate, queryClient, router } = setup();
    const dialog = await openDialog(user);
    const recording = new File([new Uint8Array(1000)], 'acme_demo.mp3', { type: 'audio/mpeg' });
    await user.upload(within(dialog).getByLabelText('Meeting file'), recording);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Acme demo');
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));

    await waitFor(() => expect(onlyUpload().isStarted).toBe(true));
    const upload = onlyUpload();
    expect(upload.file).toBe(recording);
    expect(upload.options).toMatchObject({
      endpoint: '/api/uploads',
      headers: { Authorization: `Bearer ${TEST_ACCESS_TOKEN}` },
      metadata: { filename: 'acme_demo.mp3', filetype: 'audio/mpeg', title: 'Acme demo' },
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10_000],
      removeFingerprintOnSuccess: true,
    });
    expect(upload.options.metadata).not.toHaveProperty('started_at');
    // A refreshed token reaches the next request of a long upload, sent once (not appended to the old one).
    queryClient.setQueryData(identityKeys.current(), buildIdentity({ accessToken: 'refreshed-token' }));
    expect(upload.options.headers?.Authorization).toBe('Bearer refreshed-token');
    expect(upload.options.onBeforeRequest).toBeUndefined();
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();

    upload.reportProgress(420, 1000);
    expect(await within(dialog).findByText('Uploaded 42%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );

    await upload.succeed({ meetingId: 'meeting-2' });
    expect(await screen.findByText('Meeting uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meetingKeys.lists() });
    expect(router.state.location.pathname).toBe('/meetings/meeting-2');
  });

  it('stays on the list when the upload finished without naming its meeting (a proxy dropped the header)', async () => {
    const { user, router } = setup();
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Meeting file'),
      new File([new Uint8Array(10)], 'call.mp3', { type: 'audio/mpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));
    await waitFor(() => expect(onlyUpload().isStarted).toBe(true));

    await onlyUpload().succeed({ meetingId: '' });
    expect(await screen.findByText('Meeting uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('resumes an unfinished upload of the same file picked again after a reload', async () => {
    const { user } = setup();
    const previous = {
      size: 1000,
      metadata: {},
      creationTime: new Date().toString(),
      urlStorageKey: 'tus::fingerprint::1',
      uploadUrl: '/api/uploads/org-1.earlier',
      parallelUploadUrls: null,
    };
    Upload.previousUploads = [previous];
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Meeting file'),
      new File([new Uint8Array(1000)], 'call.webm', { type: 'video/webm' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));

    await waitFor(() => expect(onlyUpload().isStarted).toBe(true));
    expect(onlyUpload().resumedFrom).toBe(previous);
  });

  it("shows the server's 415 message when the file is not a recording", async () => {
    const message =
      'notes.csv is not an audio or video recording. Upload mp3, m4a, wav, webm, mp4, ogg or another audio/video file, or upload a transcript file instead.';
    const { user } = setup({}, { applyAccept: false });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Meeting file'), new File(['a,b'], 'notes.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));
    await waitFor(() => expect(onlyUpload().isStarted).toBe(true));

    onlyUpload().fail({ status: 415, body: { message, code: 'VALIDATION_ERROR' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Upload a meeting' })).toBeInTheDocument();
  });

  it('stops a recording upload on Cancel without deleting it, so it can resume', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.upload(
      within(dialog).getByLabelText('Meeting file'),
      new File([new Uint8Array(10)], 'call.m4a', { type: 'audio/mp4' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add meeting' }));
    await waitFor(() => expect(onlyUpload().isStarted).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onlyUpload().isAborted).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Add meeting' })).toBeEnabled();
  });
});
