import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TActionItem } from '@ting/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ActionItemsEditor } from './action-items-editor';

const withTask: TActionItem = {
  id: 'a1b2c3d4-0000-4000-8000-000000000011',
  text: 'Send the revised proposal',
  owner: 'Sam',
  due_date: null,
  done: false,
  crm_task: { state: 'synced', subject: 'Send the revised proposal' },
};
const changedThere: TActionItem = {
  id: 'a1b2c3d4-0000-4000-8000-000000000012',
  text: 'Share the security questionnaire',
  owner: null,
  due_date: null,
  done: false,
  crm_task: { state: 'changed_in_hubspot', subject: 'Share the security questionnaire' },
};
const plain: TActionItem = {
  id: 'a1b2c3d4-0000-4000-8000-000000000013',
  text: 'Book the demo',
  owner: null,
  due_date: null,
  done: false,
  crm_task: null,
};

describe('ActionItemsEditor and HubSpot tasks', () => {
  it('asks before removing an item whose HubSpot task Ting keeps in step, naming the task', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ActionItemsEditor items={[withTask, plain]} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Remove: Send the revised proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Also delete its task in HubSpot?' });
    expect(dialog).toHaveTextContent(
      "Removing “Send the revised proposal” also deletes the task “Send the revised proposal” that Ting wrote in your organization's HubSpot.",
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove: Send the revised proposal' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Also delete its task in HubSpot?' })).getByRole(
        'button',
        { name: 'Remove item and task' },
      ),
    );
    expect(onChange).toHaveBeenCalledExactlyOnceWith([plain]);
  });

  it('removes an item without a task at once, and says when a person changed its task in HubSpot', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ActionItemsEditor items={[changedThere, plain]} onChange={onChange} />);

    expect(screen.getByText(/Changed in HubSpot — left as it is/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: Book the demo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith([changedThere]);
  });
});
