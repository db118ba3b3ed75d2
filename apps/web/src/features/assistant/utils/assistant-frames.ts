import {
  ASSISTANT_CITATION_MARKER,
  ASSISTANT_TOOL_MARKER,
  type TAssistantCitation,
  type TAssistantTool,
  ZAssistantCitationSchema,
  ZAssistantToolSchema,
} from '@ting/contracts';

export type TAssistantFrame =
  | { kind: 'tool'; tool: TAssistantTool }
  | { kind: 'citation'; citation: TAssistantCitation }
  /** A `[TOOL]` or `[CITE]` frame whose JSON does not hold: dropped, never shown as answer text. */
  | { kind: 'malformed' };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Reads the assistant's own frames: the marker, one space, one line of JSON (contracts' `assistant.ts`).
 * Anything else (text, `[START MSG]`, `[END MSG]`, `[ERR]`) is null: the meeting chat's rules apply to it.
 */
export const parseAssistantFrame = (frame: string): TAssistantFrame | null => {
  if (frame.startsWith(ASSISTANT_TOOL_MARKER)) {
    const parsed = ZAssistantToolSchema.safeParse(parseJson(frame.slice(ASSISTANT_TOOL_MARKER.length)));
    return parsed.success ? { kind: 'tool', tool: parsed.data } : { kind: 'malformed' };
  }
  if (frame.startsWith(ASSISTANT_CITATION_MARKER)) {
    const parsed = ZAssistantCitationSchema.safeParse(
      parseJson(frame.slice(ASSISTANT_CITATION_MARKER.length)),
    );
    return parsed.success ? { kind: 'citation', citation: parsed.data } : { kind: 'malformed' };
  }
  return null;
};
