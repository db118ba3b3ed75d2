import { describe, expect, it } from 'vitest';
import { checkInMeeting } from '../fixtures/check-in-meeting';
import { createOfflineIntelligence } from '../index';

const engine = createOfflineIntelligence();

const meeting = (lines: Array<[speaker: string, text: string]>) =>
  checkInMeeting(lines, new Date('2026-11-17T15:00:00Z'));

/** The bullets of a `## Heading` section, up to the next heading. */
function bullets(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + heading.length + 4);
  const end = rest.search(/\n## /);
  return (end < 0 ? rest : rest.slice(0, end)).split('\n').filter((line) => line.startsWith('- '));
}

describe('the offline summary lists', () => {
  it('lists the budget, totals and discounts the price line leaves out, each once', async () => {
    const { markdown } = await engine.summarise(
      meeting([
        ['Ava Lund', 'The list price is forty dollars per user per month for the Team plan.'],
        ['Ava Lund', 'For your two hundred users that comes to ninety-six thousand dollars a year.'],
        ['Max Ruiz', 'Our budget for this is eighty thousand dollars, approved by finance in March.'],
        ['Ava Lund', 'On a two-year term I can offer a fifteen percent discount on that.'],
        ['Max Ruiz', 'That would bring it close to our budget, which helps a lot with procurement.'],
        ['Ava Lund', 'Great, I will put both options in the proposal for your procurement team.'],
      ]),
    );
    const facts = bullets(markdown, 'Key facts');
    const figures = facts
      .filter((fact) => /^- \*\*(?:Price and budget|Other figures)\*\*/.test(fact))
      .join('\n');
    for (const amount of ['**$40**', '**$96,000**', '**$80,000**', '**15%**']) {
      expect(figures.split(amount).length - 1, amount).toBe(1);
    }
  });

  it('lists a task the other side assents to under next steps only, not as a decision', async () => {
    const { markdown } = await engine.summarise(
      meeting([
        ['Nora Quinn', 'Our auditors will want the full export format before they sign anything off.'],
        ['Nora Quinn', "I'll have my team send you our export requirements by next Tuesday."],
        ['Leo Park', 'That works. We will map every field against our reporting API.'],
        ['Nora Quinn', 'The reporting gap on custom fields we accept and track for now.'],
        ['Leo Park', 'Good, then the data residency question is settled with the Frankfurt region.'],
        ['Nora Quinn', 'Right, that covers the security review for this week.'],
      ]),
    );
    expect(bullets(markdown, 'Decisions')).toEqual([
      '- [00:45] Nora Quinn: The reporting gap on custom fields we accept and track for now.',
    ]);
    expect(bullets(markdown, 'Next steps').join('\n')).toContain('export requirements');
  });
});
