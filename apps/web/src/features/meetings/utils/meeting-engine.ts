const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  mistral: 'Mistral',
  azure: 'Azure OpenAI',
  ollama: 'Ollama',
};

/** Who wrote a meeting's outputs, from the stored engine name (`offline` or `<provider>:<model>`). */
export const describeEngine = (engine: string): string => {
  if (engine === 'offline') return 'Ting’s offline engine';
  const [provider = '', ...modelParts] = engine.split(':');
  const model = modelParts.join(':');
  const providerName = PROVIDER_NAMES[provider] ?? provider;
  return model ? `${providerName} (${model})` : providerName || engine;
};

/** Said on a summary or action items the built-in engine wrote, and where prompts are edited (issue 29). */
export const BUILT_IN_ENGINE_NOTE =
  'Written by the built-in engine, which does not follow custom prompts; configure a model to use yours';

/** The built-in (offline) engine reads a prompt for a few cues at most; a model follows it. */
export const followsPrompts = (engine: string): boolean => engine !== 'offline';

/** Who wrote a meeting's outputs, as its footnote says it. */
export const engineNote = (engine: string): string =>
  followsPrompts(engine) ? `Written by ${describeEngine(engine)}.` : BUILT_IN_ENGINE_NOTE;
