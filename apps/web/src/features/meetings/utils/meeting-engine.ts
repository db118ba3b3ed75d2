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
