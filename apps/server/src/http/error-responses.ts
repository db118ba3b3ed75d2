import { ZErrorBodySchema } from '@ting/contracts';

/** The error bodies an authenticated resource route documents: bad input, no token, not allowed, unknown, conflict. */
export const RESOURCE_ERROR_RESPONSES = {
  400: ZErrorBodySchema,
  401: ZErrorBodySchema,
  403: ZErrorBodySchema,
  404: ZErrorBodySchema,
  409: ZErrorBodySchema,
} as const;
