import { z } from 'zod';

/** Machine-readable error codes; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** The action has a consequence the user must confirm first; sending it again with the confirmation proceeds. */
  'CONFIRMATION_REQUIRED',
  /** The action needs an integration (HubSpot, Google Calendar) the organization has not connected. */
  'NOT_CONNECTED',
  'RATE_LIMITED',
  'INTEGRATION_ERROR',
  'INTERNAL_ERROR',
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

/** Every 4xx/5xx body. */
export const ZErrorBodySchema = z.object({
  message: z.string(),
  code: ZErrorCodeSchema,
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;

/** Success bodies wrap their payload in `data`. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
