import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCreatedInvitation, TInvitation, TUser } from '@ting/contracts';
import { describe, expect, it } from 'vitest';
import { stubFetch, type TStubRoute } from '../../../test/fetch-stub';
import { buildIdentity } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TeamSection } from './team-section';

const INVITATIONS_PATH = '/api/organization/invitations';
const ADMIN_PATH = '/api/organization/admin';
const ORGANIZATION_PATH = '/api/organization';
const IDENTITY_PATH = '/api/data/organization/id';

const PENDING: TInvitation = {
  id: 'inv-1',
  email: 'grace@example.com',
  invited_by: 'Ada Lovelace',
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: '2026-11-08T09:00:00.000Z',
  mailed_at: '2026-11-01T09:00:05.000Z',
};
const CREATED: TCreatedInvitation = {
  id: 'inv-2',
  email: 'charles@example.com',
  invited_by: 'Ada Lovelace',
  created_at: '2026-11-02T09:00:00.000Z',
  expires_at: '2026-11-09T09:00:00.000Z',
  url: `http://localhost/invite?token=${'t'.repeat(43)}`,
  mailed_at: null,
  mail: 'sending',
};

const MEMBER: TUser = {
  ...buildIdentity().user,
  id: 'user-2',
  name: 'Babbage Charles',
  email: 'babbage@example.com',
  is_admin: false,
  is_payer: false,
};

const setup = ({
  isAdmin = true,
  routes = {},
}: {
  isAdmin?: boolean;
  routes?: Record<string, TStubRoute>;
} = {}) => {
  const identity = buildIdentity({ user: { has_onboarded: true, is_admin: isAdmin } });
  const admin: TUser = { ...identity.user, is_admin: true };
  let pending = [PENDING];
  const fetchStub = stubFetch({
    [`GET ${INVITATIONS_PATH}`]: () => ({ body: { data: pending } }),
    [`POST ${INVITATIONS_PATH}`]: () => {
      pending = [CREATED, ...pending];
      return { status: 201, body: { data: CREATED } };
    },
    [`DELETE ${INVITATIONS_PATH}/inv-1`]: () => {
      pending = pending.filter((invitation) => invitation.id !== 'inv-1');
      return { status: 204 };
    },
    [`DELETE ${INVITATIONS_PATH}/inv-2`]: () => {
      pending = pending.filter((invitation) => invitation.id !== 'inv-2');
      return { status: 204 };
    },
    ...routes,
  });
  renderWithProviders(<TeamSection />, {
    identity: { ...identity, user: isAdmin ? admin : MEMBER, users: [admin, MEMBER] },
  });
  return { ...fetchStub, user: userEvent.setup() };
};

describe('TeamSection', () => {
  it('lists the members with the admin marked', async () => {
    setup();
    const members = screen.getByRole('list', { name: 'Members' });
    const ada = within(members).getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('ada@example.com')).toBeVisible();
    expect(within(ada).getByText('Admin')).toBeVisible();
    const babbage = within(members).getByRole('listitem', { name: 'Babbage Charles' });
    expect(within(babbage).queryByText('Admin')).not.toBeInTheDocument();
    const grace = await screen.findByRole('listitem', { name: 'grace@example.com' });
    expect(grace).toBeVisible();
    // Ting mailed that link.
    expect(grace).toHaveTextContent(/e-mailed /);
  });

  it('invites by email and shows the new link to copy', async () => {
    const { user, callsTo } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'charles@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByDisplayValue(CREATED.url)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
    expect(screen.getByText('Send this link to your teammate; it works once, for 7 days.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Invitation sent to charles@example.com.');
    expect(callsTo('POST', INVITATIONS_PATH)[0]?.body).toEqual({ email: 'charles@example.com' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    // The pending list is read again and holds the new link.
    expect(await screen.findByRole('listitem', { name: 'charles@example.com' })).toBeVisible();
  });

  it('says plainly that no e-mail was sent when the server has no mail set up, and keeps the link', async () => {
    const { user } = setup({
      routes: {
        [`POST ${INVITATIONS_PATH}`]: { status: 201, body: { data: { ...CREATED, mail: 'not_configured' } } },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'charles@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByDisplayValue(CREATED.url)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ting cannot send e-mail from this server (no SMTP server is set up), so no e-mail was sent. Copy the link and send it yourself.',
    );
    expect(screen.queryByText(/Invitation sent to/)).not.toBeInTheDocument();
  });

  it('lets the admin rename the organization, and reads the identity again', async () => {
    const { user, callsTo } = setup({
      routes: {
        [`PATCH ${ORGANIZATION_PATH}`]: { body: { data: { id: 'org-1', name: 'Northwind Sales' } } },
      },
    });
    const field = screen.getByRole('textbox', { name: 'Organization name' });
    await user.clear(field);
    await user.type(field, '  Northwind Sales ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Organization renamed.')).toBeVisible();
    expect(callsTo('PATCH', ORGANIZATION_PATH)[0]?.body).toEqual({ name: 'Northwind Sales' });
    await waitFor(() => expect(callsTo('GET', IDENTITY_PATH).length).toBeGreaterThan(0));
  });

  it("shows the server's refusal of a name beside the field", async () => {
    const { user } = setup({
      routes: {
        [`PATCH ${ORGANIZATION_PATH}`]: {
          status: 400,
          body: {
            message: 'name: Too big: expected string to have <=100 characters',
            code: 'VALIDATION_ERROR',
          },
        },
      },
    });
    const field = screen.getByRole('textbox', { name: 'Organization name' });
    await user.clear(field);
    await user.type(field, 'Another name');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/Too big/)).toBeVisible();
  });

  it("shows a member the organization's name read-only, with the reason", () => {
    setup({ isAdmin: false });
    expect(screen.getByRole('textbox', { name: 'Organization name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.getByText("Only your organization's admin can rename the organization.")).toBeVisible();
  });

  it("shows the server's refusal beside the field, without sending a bad address", async () => {
    const { user, callsTo } = setup({
      routes: {
        [`POST ${INVITATIONS_PATH}`]: {
          status: 409,
          body: { message: "babbage@example.com is already a member of Ada's org.", code: 'CONFLICT' },
        },
      },
    });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(callsTo('POST', INVITATIONS_PATH)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'babbage@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText("babbage@example.com is already a member of Ada's org.")).toBeVisible();
  });

  it('revokes a pending invitation', async () => {
    const { user, callsTo } = setup();
    const item = await screen.findByRole('listitem', { name: 'grace@example.com' });
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'grace@example.com' })).not.toBeInTheDocument(),
    );
    expect(callsTo('DELETE', `${INVITATIONS_PATH}/inv-1`)).toHaveLength(1);
    expect(await screen.findByText('No pending invitations.')).toBeVisible();
  });

  it('hides the link once it is revoked', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'charles@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByDisplayValue(CREATED.url)).toBeVisible();
    const item = await screen.findByRole('listitem', { name: 'charles@example.com' });
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByDisplayValue(CREATED.url)).not.toBeInTheDocument());
  });

  it('shows members only, and reads no invitations, for a member who is not the admin', async () => {
    const { callsTo } = setup({ isAdmin: false });
    expect(screen.getByRole('list', { name: 'Members' })).toBeVisible();
    expect(screen.getByText("Only your organization's admin can invite people.")).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(callsTo('GET', INVITATIONS_PATH)).toHaveLength(0);
  });

  it('lets the admin make another member the admin, after confirming, and reads the identity again', async () => {
    const { user, callsTo } = setup({
      routes: {
        [`POST ${ADMIN_PATH}`]: { body: { data: { admin_user_id: 'user-2' } } },
        [`GET ${IDENTITY_PATH}`]: { body: { data: buildIdentity({ user: { is_admin: false } }) } },
      },
    });
    const members = screen.getByRole('list', { name: 'Members' });
    const ada = within(members).getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).queryByRole('button', { name: 'Make admin' })).not.toBeInTheDocument();
    const babbage = within(members).getByRole('listitem', { name: 'Babbage Charles' });
    await user.click(within(babbage).getByRole('button', { name: 'Make admin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make Babbage Charles the admin?' });
    expect(dialog).toHaveTextContent(
      'Babbage Charles will manage Analytical Engines: its members, billing and integrations. You become a member, and your pending invitation links stop working.',
    );
    expect(callsTo('POST', ADMIN_PATH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    await waitFor(() => expect(callsTo('POST', ADMIN_PATH)[0]?.body).toEqual({ user_id: 'user-2' }));
    await waitFor(() => expect(callsTo('GET', IDENTITY_PATH).length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Make Babbage Charles the admin?' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers a member no Make admin', () => {
    setup({ isAdmin: false });
    expect(screen.queryByRole('button', { name: 'Make admin' })).not.toBeInTheDocument();
  });
});
