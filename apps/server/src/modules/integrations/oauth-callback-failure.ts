import {
  adminOnlyMessage,
  INTEGRATION_ADMIN_ACTIONS,
  INTEGRATION_LABELS,
  type TErrorCode,
  type TIntegrationName,
} from '@ting/contracts';
import { AppError } from '../../http/app-error';
import { cut } from '../../http/log-serializers';

/** Why an OAuth round trip did not connect an integration: the only outcomes a user is told about. */
export type OAuthFailureReason =
  | 'cancelled'
  | 'link_unusable'
  | 'signed_out'
  | 'other_user'
  | 'other_organization'
  | 'not_admin'
  | 'provider_error'
  | 'provider_refused'
  | 'internal';

const START_AGAIN = 'Start the connection again from Settings → Integrations.';

const CANCELLED: Record<TIntegrationName, string> = {
  google_calendar:
    'You declined access to your calendar. Ting needs read-only access to find your meetings; you can connect it any time from Settings → Integrations.',
  hubspot:
    'You declined access to HubSpot. Ting needs it to link meetings to contacts, companies and deals; you can connect it any time from Settings → Integrations.',
};

/** What the user reads for each reason: what happened and what to do next, nothing of the detail. */
export function oauthFailureMessage(reason: OAuthFailureReason, integration: TIntegrationName): string {
  const label = INTEGRATION_LABELS[integration];
  switch (reason) {
    case 'cancelled':
      return CANCELLED[integration];
    case 'link_unusable':
      return `This link has expired or was already used. ${START_AGAIN}`;
    case 'signed_out':
      return 'You are not signed in to Ting in this browser. Sign in, then start the connection again from Settings → Integrations.';
    case 'other_user':
      return 'This connection was started by another signed-in user. Sign in as that user, or start the connection again from Settings → Integrations.';
    case 'other_organization':
      return `This connection was started for an organization you no longer belong to. ${START_AGAIN}`;
    case 'not_admin': {
      const action = INTEGRATION_ADMIN_ACTIONS[integration];
      return action
        ? adminOnlyMessage({ action, whose: 'your' })
        : `Only your organization's admin can connect ${label}.`;
    }
    case 'provider_error':
      return `${label} could not complete the authorisation. Try again in a minute, or start the connection again from Settings → Integrations.`;
    case 'provider_refused':
      return `${label} refused the connection. Try again in a minute from Settings → Integrations.`;
    case 'internal':
      return 'Something went wrong on our side. Try again in a minute.';
  }
}

const CODES: Record<OAuthFailureReason, TErrorCode> = {
  cancelled: 'VALIDATION_ERROR',
  link_unusable: 'VALIDATION_ERROR',
  signed_out: 'VALIDATION_ERROR',
  other_user: 'VALIDATION_ERROR',
  other_organization: 'FORBIDDEN',
  not_admin: 'FORBIDDEN',
  provider_error: 'INTEGRATION_ERROR',
  provider_refused: 'INTEGRATION_ERROR',
  internal: 'INTERNAL_ERROR',
};

/** `key=value` and `"key": "value"` pairs whose values are credentials. */
const SECRET_PAIRS =
  /(?<![\w-])(access_token|refresh_token|id_token|client_secret|code|accessToken|refreshToken|clientSecret)("?\s*[:=]\s*"?)[^"&\s,}]+/g;
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi;

/** A provider's answer as it may be logged: credentials blanked, cut to a readable length. */
export const loggableDetail = (text: string): string =>
  cut(text.replace(SECRET_PAIRS, '$1$2[redacted]').replace(BEARER, '$1[redacted]'));

/**
 * An OAuth callback that cannot complete. Its message is the short one from the list above;
 * `detail` (a provider's answer, why a state was refused) is for the log only.
 */
export class OAuthCallbackError extends AppError {
  readonly detail: string | undefined;

  constructor(
    readonly reason: OAuthFailureReason,
    readonly integration: TIntegrationName,
    detail?: string,
  ) {
    super(CODES[reason], oauthFailureMessage(reason, integration));
    this.detail = detail === undefined ? undefined : loggableDetail(detail);
  }
}
