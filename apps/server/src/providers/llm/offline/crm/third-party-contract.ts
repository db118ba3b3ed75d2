import { readSentence } from '../questions/language';

/*
 * "The go-live is the twenty-eighth because your Zendesk contract ends on the thirtieth" (or "our
 * contract with Zendesk ends…"): a
 * contract named after a company that is neither side of the call (the meeting's title names
 * both) is the customer's contract with someone else, not the record's.
 */

/** "your Zendesk contract", "our contract with Zendesk": the name is the word before or after. */
const NAMED_CONTRACT =
  /([\p{L}\p{N}&'-]+)\s+(?:contracts?|subscriptions?|licen[cs]es?|agreements?|renewals?|term)\b|\b(?:contracts?|subscriptions?|agreements?) with\s+([\p{L}\p{N}&'-]+)/gu;

/** Whether `text` speaks of a contract named after a company the title does not name. */
export function namesThirdPartyContract(text: string, title: string): boolean {
  const properNouns = new Set(
    readSentence(text).properNouns.flatMap((run) => run.split(/\s+/).map((word) => word.toLowerCase())),
  );
  const titleWords = new Set(title.toLowerCase().match(/[\p{L}\p{N}&'-]+/gu) ?? []);
  for (const match of text.matchAll(NAMED_CONTRACT)) {
    const name = (match[1] ?? match[2]!).replace(/'s$/i, '').toLowerCase();
    if (properNouns.has(name) && !titleWords.has(name)) return true;
  }
  return false;
}
