import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onlyUpload, Upload } from '../../../test/tus-stub';
import type { TRecordingSource } from '../utils/recording-stream';
import { MeetingCapture } from './meeting-capture';

vi.mock('tus-js-client', () => import('../../../test/tus-stub'));

/** MediaRecorder as the hook uses it: chunks as 'dataavailable' events, the last one just before 'stop'. */
class FakeMediaRecorder extends EventTarget {
  static latest: FakeMediaRecorder | null = null;
  static isTypeSupported = (mimeType: string) => mimeType.startsWith('audio/webm');

  readonly stream: MediaStream;
  readonly mimeType: string;
  state: RecordingState = 'inactive';
  timeslice: number | undefined;

  constructor(stream: MediaStream, options?: MediaRecorderOptions) {
    super();
    this.stream = stream;
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.latest = this;
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  stop() {
    this.state = 'inactive';
    this.emit('last chunk');
    this.dispatchEvent(new Event('stop'));
  }

  emit(text: string) {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([text]) }));
  }
}

const fakeTrack = () => ({ kind: 'audio', stop: vi.fn() }) as unknown as MediaStreamTrack;

const fakeStream = (tracks: MediaStreamTrack[]) =>
  ({ getTracks: () => tracks, getAudioTracks: () => tracks }) as unknown as MediaStream;

const stubMediaDevices = (mediaDevices: Partial<MediaDevices> | undefined) => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
};

const setup = () => {
  stubFetch({});
  const rendered = renderWithProviders(<MeetingCapture />, {
    identity: buildIdentity({ user: { has_onboarded: true } }),
  });
  return { ...rendered, user: userEvent.setup() };
};

const readAll = async (source: TRecordingSource) => {
  let offset = 0;
  const texts: string[] = [];
  for (;;) {
    const { value, done } = await source.slice(offset, offset + 8 * 1024 * 1024);
    if (value) {
      texts.push(await value.text());
      offset += value.size;
    }
    if (done) return texts;
  }
};

describe('MeetingCapture recording', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  });
  afterEach(() => {
    Upload.reset();
    FakeMediaRecorder.latest = null;
    stubMediaDevices(undefined);
  });

  it('records the microphone and uploads it while recording, then finishes the upload on Stop', async () => {
    const microphoneTrack = fakeTrack();
    const getUserMedia = vi.fn(async () => fakeStream([microphoneTrack]));
    stubMediaDevices({ getUserMedia });
    const { user, queryClient, router } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(screen.getByRole('button', { name: 'Record' }));

    const bar = await screen.findByRole('region', { name: 'Recording' });
    expect(bar).toHaveTextContent('Recording');
    expect(screen.getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('0:00');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    const recorder = FakeMediaRecorder.latest as FakeMediaRecorder;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(5000);

    // The upload starts with the recording: deferred length, fed by the recorder's chunks.
    await waitFor(() => expect(Upload.instances).toHaveLength(1));
    const upload = onlyUpload();
    expect(upload.isStarted).toBe(true);
    expect(upload.options).toMatchObject({
      endpoint: '/api/uploads',
      headers: { Authorization: `Bearer ${TEST_ACCESS_TOKEN}` },
      uploadLengthDeferred: true,
      metadata: {
        filetype: 'audio/webm;codecs=opus',
        filename: expect.stringMatching(/^recording-.+\.webm$/),
      },
    });
    expect(upload.options.metadata?.title).toMatch(/^Recording /);
    expect(upload.options.metadata?.started_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const source = (await upload.options.fileReader?.openFile(upload.file, 0)) as unknown as TRecordingSource;

    act(() => {
      recorder.emit('first chunk, ');
      recorder.emit('second chunk, ');
    });
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await readAll(source)).toEqual(['first chunk, second chunk, last chunk']);
    expect(microphoneTrack.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    await act(() => upload.succeed({ meetingId: 'meeting-3' }));
    expect(await screen.findByText('Meeting uploaded')).toBeInTheDocument();
    // The recorded meeting opens, where its processing shows live.
    expect(router.state.location.pathname).toBe('/meetings/meeting-3');
    expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['meetings', 'list'] });
  });

  it('says so inline when the microphone permission is denied', async () => {
    stubMediaDevices({
      getUserMedia: vi.fn(async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      }),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ting may not use your microphone. Allow microphone access in your browser's address bar, then press Record again.",
    );
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(Upload.instances).toHaveLength(0);
  });

  it('says so inline when there is no microphone', async () => {
    stubMediaDevices({
      getUserMedia: vi.fn(async () => {
        throw new DOMException('Requested device not found', 'NotFoundError');
      }),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found.');
  });

  it('asks for the tab before the microphone, and refuses a shared tab without sound', async () => {
    const videoTrack = fakeTrack();
    const getDisplayMedia = vi.fn(
      async () => ({ getTracks: () => [videoTrack], getAudioTracks: () => [] }) as unknown as MediaStream,
    );
    const getUserMedia = vi.fn(async () => fakeStream([fakeTrack()]));
    stubMediaDevices({ getUserMedia, getDisplayMedia });
    const { user } = setup();

    await user.click(screen.getByRole('checkbox', { name: 'Include audio from a tab' }));
    await user.click(screen.getByRole('button', { name: 'Record' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The shared tab sends no sound.');
    expect(getDisplayMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(videoTrack.stop).toHaveBeenCalled();
  });

  it('explains that the browser cannot record when MediaRecorder is missing', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    stubMediaDevices({ getUserMedia: vi.fn() });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot record audio.');
  });

  it('shows the error when the server refuses the recording upload', async () => {
    stubMediaDevices({ getUserMedia: vi.fn(async () => fakeStream([fakeTrack()])) });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await screen.findByRole('region', { name: 'Recording' });
    await waitFor(() => expect(Upload.instances).toHaveLength(1));

    act(() =>
      onlyUpload().fail({
        status: 413,
        body: { message: 'Recordings are limited to 4 GiB.', code: 'TOO_LARGE' },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recording could not be uploaded: Recordings are limited to 4 GiB.',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument());
  });
});
