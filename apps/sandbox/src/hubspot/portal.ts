import { SEED_OWNERS } from '../seed/crm-directory.js';

/** The one HubSpot account ("portal") the sandbox has, and the user who installs apps into it. */
export const PORTAL = {
  hubId: 24681357,
  name: 'Ting Sandbox Portal',
  /** `hub_domain` in token metadata. */
  domain: 'tingsandbox.com',
  hublet: 'na1',
  /** HubSpot's id of the (sandbox) public app the product's client id belongs to. */
  appId: 3141592,
} as const;

const installer = SEED_OWNERS[0];
if (!installer) throw new Error('Seed data has no HubSpot owners');

/** The HubSpot user who clicks Allow: the portal's first owner. */
export const PORTAL_USER = {
  id: installer.userId,
  email: installer.email,
  name: `${installer.firstName} ${installer.lastName}`,
} as const;
