import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Provider } from 'oidc-provider';
import { z } from 'zod';
import { readForm, sendError, sendHtml } from '../shared/http.js';
import type { AccountStore } from './accounts.js';
import { grantConsent } from './grant-consent.js';
import { renderConsentPage } from './pages/consent-page.js';
import { renderMessagePage } from './pages/message-page.js';
import { renderSignInPage } from './pages/sign-in-page.js';
import { INTERACTION_PATH } from './routes.js';
import { needsConsentPage, splitScope } from './scopes.js';

export type InteractionRoutesOptions = {
  provider: Provider;
  accounts: AccountStore;
  issuer: string;
};

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const SIGN_IN_PROMPTS = new Set(['login', 'select_account']);

const SignInFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email('Enter a valid email address, like jane@example.com.')),
  name: z.string().trim().max(100, 'Keep the name under 100 characters.'),
});

const INTERACTION_URL = new RegExp(`^${INTERACTION_PATH}/([A-Za-z0-9_-]+)(?:/(login|allow|deny))?$`);

/**
 * The sign-in and consent pages oidc-provider sends the browser to. Each form posts to a URL
 * carrying the interaction uid, which must match the uid in the interaction cookie: another site
 * cannot guess it, so the forms need no separate CSRF token (the same design as oidc-provider's example).
 */
export function createInteractionRoutes(options: InteractionRoutesOptions) {
  const { provider, accounts, issuer } = options;

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
    const match = INTERACTION_URL.exec(pathname);
    if (!match)
      return sendError(res, { status: 404, code: 'not_found', message: `No sandbox page at ${pathname}` });
    const [, uid, action] = match;
    const method = action ? 'POST' : 'GET';
    if (req.method !== method) {
      return sendError(res, {
        status: 405,
        code: 'method_not_allowed',
        message: `Use ${method} for ${pathname}`,
      });
    }

    const details = await findInteraction({ provider, req, res });
    if (!details || details.uid !== uid) {
      const html = renderMessagePage({
        title: 'This sign-in has expired',
        message: 'Go back to the app and start signing in again.',
      });
      return sendHtml(res, { status: 400, html });
    }

    const actionUrl = (name: string) => `${issuer}${INTERACTION_PATH}/${uid}/${name}`;
    const clientId = String(details.params.client_id);
    const client = await provider.Client.find(clientId);
    const clientName = client?.clientName ?? clientId;
    const promptName = details.prompt.name;

    if (action === 'deny') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied access' },
        { mergeWithLastSubmission: false },
      );
    }

    if (SIGN_IN_PROMPTS.has(promptName)) {
      if (action === 'login') {
        const form = await readForm(req);
        const parsed = SignInFormSchema.safeParse({
          email: form.get('email') ?? '',
          name: form.get('name') ?? '',
        });
        if (!parsed.success) {
          const html = renderSignInPage({
            action: actionUrl('login'),
            clientName,
            email: form.get('email') ?? '',
            name: form.get('name') ?? '',
            error: parsed.error.issues[0]?.message ?? 'Check the form and try again.',
          });
          return sendHtml(res, { status: 400, html });
        }
        const account = accounts.signIn(parsed.data);
        return provider.interactionFinished(
          req,
          res,
          {
            login: { accountId: account.id },
            ...(promptName === 'select_account' ? { select_account: {} } : {}),
          },
          { mergeWithLastSubmission: false },
        );
      }
      if (action === undefined) {
        const hint = details.params.login_hint;
        const signedIn = details.session?.accountId ? accounts.find(details.session.accountId) : undefined;
        const html = renderSignInPage({
          action: actionUrl('login'),
          clientName,
          email: typeof hint === 'string' ? hint : (signedIn?.email ?? ''),
        });
        return sendHtml(res, { status: 200, html });
      }
    }

    if (promptName === 'consent') {
      const scopes = splitScope(details.params.scope);
      // Plain sign-in gets no consent screen at Google either: grant it on the spot.
      if (action === 'allow' || (action === undefined && !needsConsentPage(scopes))) {
        const result = await grantConsent({ provider, details });
        return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
      }
      if (action === undefined) {
        const account = details.session?.accountId ? accounts.find(details.session.accountId) : undefined;
        const html = renderConsentPage({
          allowAction: actionUrl('allow'),
          denyAction: actionUrl('deny'),
          clientName,
          clientId,
          email: account?.email ?? 'unknown account',
          scopes,
        });
        return sendHtml(res, { status: 200, html });
      }
    }

    const html = renderMessagePage({
      title: 'Nothing to do here',
      message: `This page does not fit the current step (${promptName}). Go back to the app and start again.`,
    });
    return sendHtml(res, { status: 400, html });
  };
}

type FindInteractionOptions = { provider: Provider; req: IncomingMessage; res: ServerResponse };

async function findInteraction({
  provider,
  req,
  res,
}: FindInteractionOptions): Promise<InteractionDetails | undefined> {
  try {
    return await provider.interactionDetails(req, res);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}
