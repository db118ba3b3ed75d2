import type { ServerResponse } from 'node:http';
import { sendJson } from '../shared/http.js';

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

/** Thrown by the sandbox's operations; the router turns it into Stripe's error body. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: StripeErrorType;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly declineCode: string | undefined;

  constructor(options: {
    status: number;
    type?: StripeErrorType;
    code?: string;
    message: string;
    param?: string;
    declineCode?: string;
  }) {
    super(options.message);
    this.status = options.status;
    this.type = options.type ?? 'invalid_request_error';
    this.code = options.code;
    this.param = options.param;
    this.declineCode = options.declineCode;
  }
}

/** `{error: {type, code, message, param, ...}}` as Stripe sends it. */
export function stripeErrorBody(error: StripeApiError): { error: Record<string, string> } {
  return {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code
        ? {
            code: error.code,
            doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
          }
        : {}),
      ...(error.param ? { param: error.param } : {}),
      ...(error.declineCode ? { decline_code: error.declineCode } : {}),
    },
  };
}

export function sendStripeError(
  res: ServerResponse,
  error: StripeApiError,
  headers: Record<string, string> = {},
): void {
  sendJson(res, { status: error.status, body: stripeErrorBody(error), headers });
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError({
    status: 400,
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError({ status: 400, code: 'parameter_invalid', param, message });
}

export function noSuchResource(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError({
    status: 404,
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}
