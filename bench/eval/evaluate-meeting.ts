import { DEFAULT_PROMPTS } from '@ting/contracts';
import type { ChatMeeting } from '../../apps/server/src/providers/llm/chat';
import type { MeetingContext } from '../../apps/server/src/providers/llm/meeting-intelligence';
import type { CrmPropertyName } from './crm-properties';
import { fieldsToFill } from './crm-properties';
import type { EngineUnderTest } from './engines';
import type { EvalMeeting } from './eval-meeting';
import { type ActionItemScore, type PredictedActionItem, scoreActionItems } from './scoring/action-items';
import { type AnswerScore, scoreAnswer } from './scoring/chat-answers';
import { type CrmScore, type ProposedValue, scoreCrm } from './scoring/crm-values';
import { checkFacts, type FactCheck } from './scoring/facts';

/** Longest wait for one engine call (an LLM may be slow; the offline engine takes milliseconds). */
const CALL_TIMEOUT_MS = 180_000;

/** What one engine did with one meeting, scored. */
export type MeetingEvaluation = {
  slug: string;
  kind: string;
  /** The meeting was held out of the offline engine's tuning (see `EvalMeeting.heldOut`). */
  heldOut: boolean;
  summary: { markdown: string; facts: FactCheck };
  actionItems: ActionItemScore;
  answers: AnswerScore[];
  crm: CrmScore;
  /** Milliseconds per step; `pipelineMs` is summary + action items + CRM values, as the product runs per meeting. */
  timings: { summariseMs: number; actionItemsMs: number; crmMs: number; pipelineMs: number; chatMs: number };
  /** Calls that failed (their output counts as empty). */
  errors: string[];
};

async function timed<T>(options: {
  step: string;
  errors: string[];
  fallback: T;
  run: () => Promise<T>;
}): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  try {
    const value = await options.run();
    return { value, ms: performance.now() - start };
  } catch (error) {
    options.errors.push(`${options.step}: ${error instanceof Error ? error.message : String(error)}`);
    return { value: options.fallback, ms: performance.now() - start };
  }
}

/** The meeting chat's answer to one question, asked afresh, as its text (an error event's message when it failed). */
async function askChat(options: {
  engine: EngineUnderTest;
  meeting: ChatMeeting;
  question: string;
}): Promise<string> {
  let text = '';
  for await (const event of options.engine.chat.answer({
    meetings: [options.meeting],
    messages: [{ role: 'user', content: options.question }],
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  })) {
    if (event.type === 'text') text += event.text;
    if (event.type === 'error') throw new Error(event.message);
  }
  return text;
}

/**
 * Runs an engine over one meeting the way the product does — summary and action items with the
 * default prompts, CRM values for the linked records' fields, then the meeting chat over the stored
 * outputs, one question per conversation — and scores each output against the meeting's truth.
 */
export async function evaluateMeeting(options: {
  engine: EngineUnderTest;
  meeting: EvalMeeting;
}): Promise<MeetingEvaluation> {
  const { engine, meeting } = options;
  const errors: string[] = [];
  const context: MeetingContext = {
    title: meeting.title,
    startedAt: meeting.startedAt,
    participants: meeting.participants.map((participant) => ({
      name: participant.name,
      email: participant.email,
    })),
    segments: meeting.segments,
  };

  const summary = await timed({
    step: 'summarise',
    errors,
    fallback: '',
    run: async () =>
      (await engine.intelligence.summarise({ ...context, prompt: DEFAULT_PROMPTS.summary })).markdown,
  });
  const items = await timed<PredictedActionItem[]>({
    step: 'extractActionItems',
    errors,
    fallback: [],
    run: async () =>
      (await engine.intelligence.extractActionItems({ ...context, prompt: DEFAULT_PROMPTS.action_items }))
        .items,
  });
  const properties = meeting.crm.map((truth): CrmPropertyName => truth.property);
  const proposals = await timed<ProposedValue[]>({
    step: 'fillCrmFields',
    errors,
    fallback: [],
    run: async () =>
      (
        await engine.intelligence.fillCrmFields({
          ...context,
          summary: summary.value || null,
          fields: fieldsToFill(properties),
        })
      ).proposals,
  });

  // The chat reads the meeting as stored after processing: its summary and action items included.
  const chatMeeting: ChatMeeting = {
    id: `eval-${meeting.slug}`,
    ...context,
    summaryMarkdown: summary.value || null,
    actionItems: items.value.map((item) => ({ ...item, done: false })),
  };
  const answers: AnswerScore[] = [];
  let chatMs = 0;
  for (const question of meeting.questions) {
    const answer = await timed({
      step: `chat "${question.question}"`,
      errors,
      fallback: '',
      run: () => askChat({ engine, meeting: chatMeeting, question: question.question }),
    });
    chatMs += answer.ms;
    answers.push(scoreAnswer({ question, answer: answer.value }));
  }

  return {
    slug: meeting.slug,
    kind: meeting.kind,
    heldOut: meeting.heldOut === true,
    summary: { markdown: summary.value, facts: checkFacts({ text: summary.value, facts: meeting.keyFacts }) },
    actionItems: scoreActionItems({ truth: meeting.actionItems, predicted: items.value }),
    answers,
    crm: scoreCrm({ truth: meeting.crm, proposals: proposals.value }),
    timings: {
      summariseMs: summary.ms,
      actionItemsMs: items.ms,
      crmMs: proposals.ms,
      pipelineMs: summary.ms + items.ms + proposals.ms,
      chatMs,
    },
    errors,
  };
}
