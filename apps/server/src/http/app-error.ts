import type { TErrorCode } from '@ting/contracts';

/** The one error type services throw; the error handler turns it into `{message, code}`. */
export class AppError extends Error {
  readonly code: TErrorCode;

  constructor(code: TErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

export const HTTP_STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CONFIRMATION_REQUIRED: 409,
  NOT_CONNECTED: 409,
  RATE_LIMITED: 429,
  INTEGRATION_ERROR: 502,
  INTERNAL_ERROR: 500,
};
