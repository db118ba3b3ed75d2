import { type Caller, resolveTimeZone } from '../../providers/llm/shared/caller';
import type { Principal } from '../identity/access-token';

/** Who a principal is (the identity service answers it). */
export type CallerDirectory = {
  personOf(principal: Principal): Promise<{ name: string | null; email: string }>;
};

/**
 * The person asking a chat or assistant question, as the engines read them: their name and address (for
 * "I", "my" and whose an action item is) and the time zone their question came with, checked, UTC when
 * missing or unknown (and marked so, for the answer to say).
 */
export async function callerOf(options: {
  directory: CallerDirectory;
  principal: Principal;
  timeZone: string | undefined;
}): Promise<Caller> {
  const person = await options.directory.personOf(options.principal);
  return { ...person, ...resolveTimeZone(options.timeZone) };
}
