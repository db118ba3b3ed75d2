import { z } from 'zod';
import { dataEnvelope } from './errors';

/** `GET /api/app-config`: public facts the web app needs before sign-in. */
export const ZAppConfigSchema = z.object({
  /** True when the sandbox stands in for at least one outside service; the UI shows a 'Sandbox' badge. */
  sandbox: z.boolean(),
});
export type TAppConfig = z.infer<typeof ZAppConfigSchema>;
export const ZAppConfigResponseSchema = dataEnvelope(ZAppConfigSchema);
export type TAppConfigResponse = z.infer<typeof ZAppConfigResponseSchema>;
