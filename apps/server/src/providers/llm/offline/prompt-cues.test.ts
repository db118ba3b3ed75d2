import { DEFAULT_PROMPTS } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { readPromptCues } from './prompt-cues';

describe('readPromptCues', () => {
  it('reads nothing from the default prompt, whose "short" is about sections', () => {
    expect(readPromptCues(DEFAULT_PROMPTS.summary)).toEqual({
      keyPointCount: null,
      isBrief: false,
      isDetailed: false,
      hasTimestamps: true,
    });
  });

  it('reads an exact number of bullets or points, in words or digits', () => {
    expect(readPromptCues('Give me three bullets.').keyPointCount).toBe(3);
    expect(readPromptCues('Summarise in 5 key points').keyPointCount).toBe(5);
    expect(readPromptCues('top 2 takeaways please').keyPointCount).toBe(2);
    expect(readPromptCues('List 40 bullet points').keyPointCount).toBe(12);
    expect(readPromptCues('Use bullet points').keyPointCount).toBeNull();
  });

  it('reads brevity, depth and timestamps', () => {
    expect(readPromptCues('Keep it short.').isBrief).toBe(true);
    expect(readPromptCues('A brief recap for my manager').isBrief).toBe(true);
    expect(readPromptCues('Be concise').isBrief).toBe(true);
    expect(readPromptCues('A detailed write-up').isDetailed).toBe(true);
    expect(readPromptCues('No timestamps, please').hasTimestamps).toBe(false);
  });

  it('ignores instructions it cannot follow', () => {
    expect(readPromptCues('Write it in French and focus on objections')).toEqual(readPromptCues(''));
  });
});
