import { interactionPolicy } from 'oidc-provider';
import { accountIdForEmail } from './accounts.js';

const { Check, Prompt, base } = interactionPolicy;

/**
 * oidc-provider's default prompts (login, consent) plus what Google adds:
 * - `prompt=select_account` is accepted and shows the sign-in page (which doubles as the account chooser);
 * - a `login_hint` naming someone other than the signed-in person shows the sign-in page, so the
 *   product can ask for a specific account without the browser silently reusing another one.
 */
export function createInteractionPolicy(): interactionPolicy.DefaultPolicy {
  const policy = base();

  policy.add(new Prompt({ name: 'select_account', requestable: true }), 0);

  policy.get('login')?.checks.add(
    new Check('login_hint_mismatch', 'login_hint names another account than the signed-in one', (ctx) => {
      const hint = ctx.oidc.params?.login_hint;
      const accountId = ctx.oidc.session?.accountId;
      // Someone who just signed in as another person than the hint meant to: respect their choice.
      if (ctx.oidc.result?.login) return Check.NO_NEED_TO_PROMPT;
      if (typeof hint !== 'string' || !hint.includes('@') || !accountId) return Check.NO_NEED_TO_PROMPT;
      return accountIdForEmail(hint) === accountId ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );

  return policy;
}
