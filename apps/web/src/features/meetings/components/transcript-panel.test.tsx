import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptSegment } from '@ting/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranscriptPanel, type TTranscriptPanelProps } from './transcript-panel';

/** A 2-hour meeting: 20,000 segments of 360 ms. */
const SEGMENT_COUNT = 20_000;
const SEGMENT_MS = 360;
const VIEWPORT_PX = 720;

const textOf = (index: number): string => {
  if (index === 15_000) return 'The zanzibar contract renews in March.';
  if (index === 10 || index === 9_000 || index === 19_000) return `Segment ${index} is about the budget.`;
  return `Segment ${index} says something.`;
};

const SEGMENTS: TTranscriptSegment[] = Array.from({ length: SEGMENT_COUNT }, (_, index) => ({
  seq: index,
  start_ms: index * SEGMENT_MS,
  end_ms: (index + 1) * SEGMENT_MS,
  speaker: index % 2 === 0 ? 'Ada' : 'Wile',
  text: textOf(index),
}));

const timeOf = (index: number) => index * SEGMENT_MS + SEGMENT_MS / 2;

const renderPanel = (props: Partial<TTranscriptPanelProps> = {}) => {
  const allProps: TTranscriptPanelProps = { segments: SEGMENTS, currentTimeMs: null, onSeek: null, ...props };
  const rendered = render(
    <MantineProvider env="test">
      <TranscriptPanel {...allProps} />
    </MantineProvider>,
  );
  return {
    ...rendered,
    rerenderWith: (next: Partial<TTranscriptPanelProps>) =>
      rendered.rerender(
        <MantineProvider env="test">
          <TranscriptPanel {...allProps} {...next} />
        </MantineProvider>,
      ),
    user: userEvent.setup(),
  };
};

const rowAt = (index: number) => document.querySelector<HTMLLIElement>(`li[data-index="${index}"]`);

const findRowAt = async (index: number) => {
  await vi.waitFor(() => expect(rowAt(index)).not.toBeNull());
  return rowAt(index) as HTMLLIElement;
};

/**
 * jsdom has no layout: the scroll box gets a viewport height and the scroll height of the list inside it,
 * and `scrollTo` moves it and reports a scroll event a moment later, as a browser does.
 */
const stubScrollLayout = () => {
  const originals = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
    scrollTo: HTMLElement.prototype.scrollTo,
  };
  const isScroller = (element: Element) => element.getAttribute('data-testid') === 'transcript-scroller';
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? VIEWPORT_PX : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const sizer = this.firstElementChild as HTMLElement | null;
      return isScroller(this) ? Number.parseFloat(sizer?.style.height ?? '') || 0 : 0;
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options !== 'object' || options.top === undefined) return;
    this.scrollTop = options.top;
    setTimeout(() => act(() => this.dispatchEvent(new Event('scroll'))), 0);
  };
  return () => {
    // The originals live on Element.prototype; the stubs shadow them on HTMLElement.prototype.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
    if (originals.clientHeight)
      Object.defineProperty(Element.prototype, 'clientHeight', originals.clientHeight);
    if (originals.scrollHeight)
      Object.defineProperty(Element.prototype, 'scrollHeight', originals.scrollHeight);
    HTMLElement.prototype.scrollTo = originals.scrollTo;
  };
};

describe('TranscriptPanel', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubScrollLayout();
  });
  afterEach(() => {
    restoreLayout();
  });

  it('renders only a window of a 20,000-segment transcript, with speakers and its total size', () => {
    renderPanel();
    const list = screen.getByRole('list', { name: 'Transcript' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(200);
    expect(items[0]).toHaveTextContent('[00:00]Ada');
    expect(items[0]).toHaveTextContent('Segment 0 says something.');
    expect(items[0]).toHaveAttribute('aria-setsize', String(SEGMENT_COUNT));
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(rowAt(15_000)).toBeNull();
  });

  it('finds a word that only segment 15,000 holds and scrolls that segment into the DOM', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Search transcript' }), 'Zanzibar');

    await vi.waitFor(() => expect(screen.getByTestId('transcript-search-count')).toHaveTextContent('1 of 1'));
    const row = await findRowAt(15_000);
    const mark = within(row).getByText('zanzibar', { selector: 'mark' });
    expect(mark).toHaveAttribute('data-active');
    expect(row).toHaveTextContent('The zanzibar contract renews in March.');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(200);
    expect(rowAt(0)).toBeNull();
  });

  it('steps through the hits with next/previous and Enter/Shift+Enter, jumping to each', async () => {
    const { user } = renderPanel();
    const search = screen.getByRole('searchbox', { name: 'Search transcript' });
    const count = screen.getByTestId('transcript-search-count');
    const activeMarkIn = async (index: number) =>
      vi.waitFor(async () =>
        expect(within(await findRowAt(index)).getByText('budget', { selector: 'mark' })).toHaveAttribute(
          'data-active',
        ),
      );

    await user.type(search, 'budget');
    await vi.waitFor(() => expect(count).toHaveTextContent('1 of 3'));
    await activeMarkIn(10);

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('2 of 3');
    await activeMarkIn(9_000);

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('3 of 3');
    await activeMarkIn(19_000);

    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('1 of 3');
    await activeMarkIn(10);

    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(count).toHaveTextContent('3 of 3');
    await activeMarkIn(19_000);

    await user.type(search, '{Enter}');
    expect(count).toHaveTextContent('1 of 3');
    await user.type(search, '{Shift>}{Enter}{/Shift}');
    expect(count).toHaveTextContent('3 of 3');

    await user.clear(search);
    await user.type(search, 'invoice');
    await vi.waitFor(() => expect(count).toHaveTextContent('No matches'));
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('seeks the player to the start of a segment whose timestamp is clicked', async () => {
    const onSeek = vi.fn();
    const { user } = renderPanel({ onSeek, currentTimeMs: 0 });
    const row = await findRowAt(7);
    await user.click(within(row).getByRole('button', { name: 'Play from 00:02' }));
    expect(onSeek).toHaveBeenCalledWith(7 * SEGMENT_MS);
  });

  it('shows timestamps as text without a player', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();
    expect(within(rowAt(0) as HTMLLIElement).getByText('[00:00]')).toBeInTheDocument();
  });

  it('marks the playing segment and follows playback to it', async () => {
    const { rerenderWith } = renderPanel({ onSeek: vi.fn(), currentTimeMs: timeOf(5) });
    const playing = await findRowAt(5);
    expect(playing).toHaveAttribute('aria-current', 'true');
    expect(playing).toHaveAttribute('data-active');
    expect(rowAt(4)).not.toHaveAttribute('aria-current');

    rerenderWith({ currentTimeMs: timeOf(12_000) });
    expect(await findRowAt(12_000)).toHaveAttribute('aria-current', 'true');
    expect(rowAt(5)).toBeNull();
  });

  it('stops following after a manual scroll, and Back to current returns to the playing segment', async () => {
    const { rerenderWith, user } = renderPanel({ onSeek: vi.fn(), currentTimeMs: timeOf(3) });
    await findRowAt(3);
    expect(screen.queryByRole('button', { name: 'Back to current' })).not.toBeInTheDocument();

    fireEvent.wheel(screen.getByTestId('transcript-scroller'));
    rerenderWith({ currentTimeMs: timeOf(13_000) });
    // The list stays where the user put it, and offers the way back.
    const back = await screen.findByRole('button', { name: 'Back to current' });
    expect(rowAt(13_000)).toBeNull();
    expect(rowAt(3)).not.toBeNull();

    await user.click(back);
    expect(await findRowAt(13_000)).toHaveAttribute('aria-current', 'true');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Back to current' })).not.toBeInTheDocument(),
    );
  });

  it('says when there is no transcript yet', () => {
    renderPanel({ segments: [] });
    expect(screen.getByText('No transcript yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
