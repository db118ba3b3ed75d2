import { z } from 'zod';
import { dataEnvelope } from './errors';

/**
 * Where the browser sends product analytics: PostHog's public project key (a client key, safe to publish) and
 * its host. Absent when the server has no `POSTHOG_KEY`: the web app then loads no analytics code at all.
 */
export const ZAnalyticsClientConfigSchema = z.object({
  key: z.string().min(1).max(200),
  host: z.string().url().max(500),
});
export type TAnalyticsClientConfig = z.infer<typeof ZAnalyticsClientConfigSchema>;

/** `GET /api/app-config`: public facts the web app needs before sign-in. */
export const ZAppConfigSchema = z.object({
  /** True when the sandbox stands in for at least one outside service; the UI shows a 'Sandbox' badge. */
  sandbox: z.boolean(),
  /**
   * Which engine writes summaries, action items and CRM values: `offline` (built in, follows no custom
   * prompt) or `model` (a configured language model, which follows them). Settings and outputs say so.
   */
  ai_engine: z.enum(['offline', 'model']),
  analytics: ZAnalyticsClientConfigSchema.optional(),
});
export type TAppConfig = z.infer<typeof ZAppConfigSchema>;
export const ZAppConfigResponseSchema = dataEnvelope(ZAppConfigSchema);
export type TAppConfigResponse = z.infer<typeof ZAppConfigResponseSchema>;
