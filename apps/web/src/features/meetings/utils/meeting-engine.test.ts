import { describe, expect, it } from 'vitest';
import { engineNote, followsPrompts } from './meeting-engine';

describe('engineNote', () => {
  it('says the built-in engine follows no custom prompt', () => {
    expect(followsPrompts('offline')).toBe(false);
    expect(engineNote('offline')).toBe(
      'Written by the built-in engine, which does not follow custom prompts; configure a model to use yours',
    );
  });

  it('names the model that wrote the outputs', () => {
    expect(followsPrompts('openai:gpt-4.1-mini')).toBe(true);
    expect(engineNote('openai:gpt-4.1-mini')).toBe('Written by OpenAI (gpt-4.1-mini).');
  });
});
