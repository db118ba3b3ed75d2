import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VoiceInputButton } from './voice-input-button';

/** MediaRecorder as the button uses it: one recording, handed over as 'dataavailable' just before 'stop'. */
class FakeMediaRecorder extends EventTarget {
  static latest: FakeMediaRecorder | null = null;
  static isTypeSupported = (mimeType: string) => mimeType.startsWith('audio/webm');

  readonly mimeType: string;
  state: RecordingState = 'inactive';

  constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.latest = this;
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    const data = new Blob(['opus bytes'], { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

/** The browser's speech recognition: the test plays its 'result', 'error' and 'end' events. */
class FakeSpeechRecognition extends EventTarget {
  static latest: FakeSpeechRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  isStarted = false;

  constructor() {
    super();
    FakeSpeechRecognition.latest = this;
  }

  start() {
    this.isStarted = true;
  }

  stop() {
    this.hear('what did Dana promise');
    this.dispatchEvent(new Event('end'));
  }

  abort() {
    this.dispatchEvent(new Event('end'));
  }

  hear(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    this.dispatchEvent(Object.assign(new Event('result'), { resultIndex: 0, results: [result] }));
  }

  fail(error: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { error }));
    this.dispatchEvent(new Event('end'));
  }
}

const microphoneTrack = () => ({ kind: 'audio', stop: vi.fn() }) as unknown as MediaStreamTrack;

const stubMicrophone = (getUserMedia: () => Promise<MediaStream>) => {
  const stub = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: stub } });
  return stub;
};

const grantedMicrophone = () => {
  const track = microphoneTrack();
  const getUserMedia = stubMicrophone(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
  return { track, getUserMedia };
};

const setup = ({ available, transcribe }: { available: boolean; transcribe?: TStubRoute }) => {
  const http = stubFetch({
    'GET /api/transcribe': { body: { data: { available } } },
    ...(transcribe ? { 'POST /api/transcribe': transcribe } : {}),
  });
  const onText = vi.fn();
  renderWithProviders(<VoiceInputButton onText={onText} />, { identity: buildIdentity() });
  return { ...http, onText, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
};

describe('VoiceInputButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  });
  afterEach(() => {
    vi.useRealTimers();
    FakeMediaRecorder.latest = null;
    FakeSpeechRecognition.latest = null;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  });

  it('records with the microphone while the time runs, and Stop sends the audio to the server for its text', async () => {
    const { track, getUserMedia } = grantedMicrophone();
    const { onText, user, fetchMock } = setup({
      available: true,
      transcribe: { body: { data: { text: ' Which deals close this month? ' } } },
    });

    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    const timer = await screen.findByRole('timer', { name: 'Recording time' });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.latest?.mimeType).toBe('audio/webm;codecs=opus');
    expect(timer).toHaveTextContent('0:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent('1:05');

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('Which deals close this month?'));
    expect(track.stop).toHaveBeenCalled();
    const posted = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST');
    if (!posted) throw new Error('no POST /api/transcribe');
    const [path, init] = posted;
    expect(path).toBe('/api/transcribe');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(headers.get('content-type')).toBe('audio/webm;codecs=opus');
    expect(await (init?.body as Blob | undefined)?.text()).toBe('opus bytes');
    // Ready for the next message.
    expect(await screen.findByRole('button', { name: 'Voice input' })).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('stops by itself after 5 minutes and still delivers the text', async () => {
    grantedMicrophone();
    const { onText, user } = setup({ available: true, transcribe: { body: { data: { text: 'long one' } } } });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    await screen.findByRole('timer', { name: 'Recording time' });
    act(() => vi.advanceTimersByTime(5 * 60_000 + 500));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('long one'));
    expect(FakeMediaRecorder.latest?.state).toBe('inactive');
  });

  it('says why when the microphone is refused, and sends nothing', async () => {
    stubMicrophone(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { onText, user, callsTo } = setup({ available: true });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microphone access was refused. Allow it in the browser to dictate.',
    );
    expect(onText).not.toHaveBeenCalled();
    expect(callsTo('POST', '/api/transcribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the audio cannot be transcribed", async () => {
    grantedMicrophone();
    const { onText, user } = setup({
      available: true,
      transcribe: {
        status: 502,
        body: {
          code: 'INTEGRATION_ERROR',
          message: 'The speech-to-text server is unavailable. Try again shortly.',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The speech-to-text server is unavailable. Try again shortly.',
    );
    expect(onText).not.toHaveBeenCalled();
  });

  it('says so when nothing was heard', async () => {
    grantedMicrophone();
    const { onText, user } = setup({ available: true, transcribe: { body: { data: { text: '' } } } });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No speech was heard.');
    expect(onText).not.toHaveBeenCalled();
  });

  it("uses the browser's own speech recognition when the server has no speech-to-text", async () => {
    const getUserMedia = grantedMicrophone().getUserMedia;
    vi.stubGlobal('webkitSpeechRecognition', FakeSpeechRecognition);
    const { onText, user, callsTo } = setup({ available: false });

    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    const timer = await screen.findByRole('timer', { name: 'Recording time' });
    const recognition = FakeSpeechRecognition.latest as FakeSpeechRecognition;
    expect(recognition.isStarted).toBe(true);
    expect(recognition).toMatchObject({ continuous: true, interimResults: false });
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent('0:03');

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('what did Dana promise'));
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(callsTo('POST', '/api/transcribe')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Voice input' })).toBeInTheDocument();
  });

  it("says why when the browser's speech recognition is refused the microphone", async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeSpeechRecognition);
    const { onText, user } = setup({ available: false });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    await screen.findByRole('timer', { name: 'Recording time' });
    act(() => FakeSpeechRecognition.latest?.fail('not-allowed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microphone access was refused. Allow it in the browser to dictate.',
    );
    expect(onText).not.toHaveBeenCalled();
  });

  it('says what is missing when there is neither a server engine nor browser speech recognition', async () => {
    grantedMicrophone();
    const { user } = setup({ available: false });
    await user.click(screen.getByRole('button', { name: 'Voice input' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Voice input needs a speech-to-text server or a browser with speech recognition.',
    );
  });

  it('can be disabled by its input', () => {
    stubFetch({ 'GET /api/transcribe': { body: { data: { available: true } } } });
    renderWithProviders(<VoiceInputButton onText={vi.fn()} disabled />, { identity: buildIdentity() });
    expect(screen.getByRole('button', { name: 'Voice input' })).toBeDisabled();
  });
});
