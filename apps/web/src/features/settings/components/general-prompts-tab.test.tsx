import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROMPTS, type TIdentity } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { buildIdentity, TEST_ACCESS_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCurrentIdentity } from '../../identity/hooks/use-current-identity';
import { GeneralPromptsTab } from './general-prompts-tab';
import { PROMPT_ENGINE_TEXTS } from './prompt-row';

/** Reads the prompts from the identity query, as the settings page does, so a refetch reaches the tab. */
const GeneralPromptsTabHarness = () => <GeneralPromptsTab meta={useCurrentIdentity().user.meta} />;

const STORED_SUMMARY = 'Summarise in three bullet points.';

const setup = (
  identity: TIdentity = buildIdentity({
    user: { has_onboarded: true, meta: { prompts: { summary: STORED_SUMMARY } } },
  }),
  aiEngine: 'offline' | 'model' = 'offline',
) => {
  let currentIdentity = identity;
  const fetchStub = stubFetch({
    'PATCH /auth/user/meta': ({ body }) => {
      const { metadata } = body as { metadata: { prompts: Record<string, string> } };
      currentIdentity = {
        ...currentIdentity,
        user: {
          ...currentIdentity.user,
          meta: {
            ...currentIdentity.user.meta,
            prompts: { ...currentIdentity.user.meta.prompts, ...metadata.prompts },
          },
        },
      };
      return { body: { data: currentIdentity.user } };
    },
    'GET /api/data/organization/id': () => ({ body: { data: currentIdentity } }),
    'GET /api/app-config': { body: { data: { sandbox: false, ai_engine: aiEngine } } },
  });
  const rendered = renderWithProviders(<GeneralPromptsTabHarness />, { identity });
  return { ...fetchStub, ...rendered, user: userEvent.setup() };
};

const getUpdateButtons = () => screen.getAllByRole('button', { name: 'Update' });

describe('GeneralPromptsTab', () => {
  it('shows the table headings and one row per prompt, with the stored or default text', () => {
    setup();
    expect(screen.getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'How should Ting fill it?' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Action Items' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Summary prompt' })).toHaveValue(STORED_SUMMARY);
    expect(screen.getByRole('textbox', { name: 'Action Items prompt' })).toHaveValue(
      DEFAULT_PROMPTS.action_items,
    );
  });

  it('says under each prompt, plainly, that the built-in engine does not follow it', async () => {
    setup();
    expect(
      await screen.findAllByText(
        'The built-in engine does not follow custom prompts; configure a model to use yours.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByText(PROMPT_ENGINE_TEXTS.model)).not.toBeInTheDocument();
  });

  it('says under each prompt that the configured model follows it', async () => {
    setup(undefined, 'model');
    expect(await screen.findAllByText(PROMPT_ENGINE_TEXTS.model)).toHaveLength(2);
    expect(screen.queryByText(PROMPT_ENGINE_TEXTS.builtIn)).not.toBeInTheDocument();
  });

  it('keeps Update disabled, with an explaining tooltip, until the text differs from the stored prompt', async () => {
    const { user } = setup();
    const [summaryUpdate] = getUpdateButtons();
    expect(summaryUpdate).toBeDisabled();

    await user.hover(summaryUpdate?.parentElement as HTMLElement);
    expect(await screen.findByText('Make changes to the prompt in order to update it.')).toBeInTheDocument();

    const textarea = screen.getByRole('textbox', { name: 'Summary prompt' });
    await user.type(textarea, ' Add risks.');
    expect(summaryUpdate).toBeEnabled();

    // Typing the stored text back disables it again.
    await user.clear(textarea);
    await user.type(textarea, STORED_SUMMARY);
    expect(summaryUpdate).toBeDisabled();
  });

  it("saves the changed prompt with PATCH /auth/user/meta, refetches identity and shows 'Prompt updated!'", async () => {
    const { user, callsTo } = setup();
    const textarea = screen.getByRole('textbox', { name: 'Action Items prompt' });
    await user.clear(textarea);
    await user.type(textarea, 'List owners and due dates.');

    const [, actionItemsUpdate] = getUpdateButtons();
    await user.click(actionItemsUpdate as HTMLElement);

    expect(await screen.findByText('Prompt updated!')).toBeInTheDocument();
    const [patch] = callsTo('PATCH', '/auth/user/meta');
    expect(patch?.body).toEqual({ metadata: { prompts: { action_items: 'List owners and due dates.' } } });
    expect(patch?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    await waitFor(() => expect(callsTo('GET', '/api/data/organization/id')).toHaveLength(1));
    // The refetched identity now stores the new text, so there is nothing left to update.
    await waitFor(() => expect(getUpdateButtons()[1]).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Action Items prompt' })).toHaveValue(
      'List owners and due dates.',
    );
  });

  it('does not claim success when saving fails, and only logs it (no toast)', async () => {
    const { user } = setup();
    stubFetch({
      'PATCH /auth/user/meta': { status: 500, body: { message: 'Could not save', code: 'INTERNAL_ERROR' } },
    });
    const textarea = screen.getByRole('textbox', { name: 'Summary prompt' });
    await user.type(textarea, '!');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(getUpdateButtons()[0] as HTMLElement);

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    // Spec section 8: metadata patch failures are only logged.
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.queryByText('Prompt updated!')).not.toBeInTheDocument();
    expect(textarea).toHaveValue(`${STORED_SUMMARY}!`);
  });
});
