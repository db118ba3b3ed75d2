/** Scopes outside the `crm.objects.*` / `crm.schemas.*` families that HubSpot knows. */
const OTHER_SCOPES = new Set([
  'oauth',
  'tickets',
  'e-commerce',
  'timeline',
  'files',
  'forms',
  'content',
  'automation',
  'sales-email-read',
  'conversations.read',
  'conversations.write',
  'crm.lists.read',
  'crm.lists.write',
  'crm.import',
  'crm.export',
  'settings.users.read',
  'settings.users.teams.read',
  'communication_preferences.read',
  'communication_preferences.write',
]);

const CRM_SCOPE = /^crm\.(objects|schemas)\.[a-z_]+\.(read|write)$/;

export function isKnownScope(scope: string): boolean {
  return OTHER_SCOPES.has(scope) || CRM_SCOPE.test(scope);
}

export function splitScopes(value: string | null): string[] {
  return (value ?? '').split(/[\s+]+/).filter(Boolean);
}

const OBJECT_LABELS: Record<string, string> = {
  contacts: 'contacts (and their meetings, notes and tasks)',
  companies: 'companies',
  deals: 'deals',
  leads: 'leads',
  owners: 'users and owners',
  custom: 'custom objects',
};

/** What the authorise page says a scope lets the app do, in HubSpot's plain wording. */
export function describeScope(scope: string): string {
  if (scope === 'oauth') return 'Basic OAuth functionality';
  const match = CRM_SCOPE.exec(scope);
  if (!match) return scope;
  const [, family, access] = match;
  const object = scope.split('.')[2] ?? '';
  const what = OBJECT_LABELS[object] ?? object.replaceAll('_', ' ');
  const verb = access === 'read' ? 'View' : 'Create, edit and delete';
  return family === 'schemas' ? `${verb} property settings for ${what}` : `${verb} ${what}`;
}
