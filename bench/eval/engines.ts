import { ConfigError, loadConfig } from '../../apps/server/src/config';
import { createAiSdkIntelligence } from '../../apps/server/src/providers/llm/ai-sdk';
import { createMeetingChat, type MeetingChat } from '../../apps/server/src/providers/llm/chat';
import type { MeetingIntelligence } from '../../apps/server/src/providers/llm/meeting-intelligence';
import { createOfflineIntelligenceWithoutBlocking } from '../../apps/server/src/providers/llm/offline/offline-intelligence-without-blocking';

/** An engine as the server runs it: meeting intelligence for the pipeline and CRM sync, and the meeting chat. */
export type EngineUnderTest = {
  /** `offline`, or `llm` (its model in `intelligence.engine`). */
  id: 'offline' | 'llm';
  intelligence: MeetingIntelligence;
  chat: MeetingChat;
};

/** The AI settings of the environment, read the way the server reads them (only these, so nothing else can fail). */
const AI_SETTINGS = ['AI_PROVIDER', 'AI_API_KEY', 'AI_BASE_URL', 'AI_MODEL', 'AI_CONTEXT_TOKENS'] as const;

export const LLM_NOT_CONFIGURED =
  'LLM engine: not configured (set AI_PROVIDER to openai, anthropic or compatible, with AI_API_KEY, and AI_BASE_URL and AI_MODEL as the server reads them)';

/**
 * The offline engine always, built as `buildApp` builds it; the LLM engine when the environment
 * configures one. `note` says why the LLM engine is missing.
 */
export function enginesUnderTest(options: { env: NodeJS.ProcessEnv; only?: 'offline' | 'llm' }): {
  engines: EngineUnderTest[];
  note: string | null;
} {
  const engines: EngineUnderTest[] = [];
  if (options.only !== 'llm') {
    engines.push({
      id: 'offline',
      intelligence: createOfflineIntelligenceWithoutBlocking(),
      chat: createMeetingChat({ provider: 'offline' }),
    });
  }
  if (options.only === 'offline') return { engines, note: null };

  const aiEnv = Object.fromEntries(AI_SETTINGS.map((name) => [name, options.env[name]]));
  let ai: ReturnType<typeof loadConfig>['ai'];
  try {
    ai = loadConfig(aiEnv).ai;
  } catch (error) {
    if (error instanceof ConfigError) return { engines, note: `LLM engine: not run, ${error.message}` };
    throw error;
  }
  if (ai.provider === 'offline') return { engines, note: LLM_NOT_CONFIGURED };
  engines.push({ id: 'llm', intelligence: createAiSdkIntelligence(ai), chat: createMeetingChat(ai) });
  return { engines, note: null };
}
