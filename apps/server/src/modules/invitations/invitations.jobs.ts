import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { INVITATION_MAIL_JOB, type InvitationsService } from './invitations.service';

const MailJobSchema = z.object({ invitationId: z.string().uuid() });

/** Mails each new invitation's link; retried with backoff while the SMTP server is away (about an hour). */
export function invitationJobs(deps: { invitations: InvitationsService }): JobDefinition[] {
  return [
    defineJob({
      name: INVITATION_MAIL_JOB,
      schema: MailJobSchema,
      queue: { retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
      handler: async ({ invitationId }) => {
        await deps.invitations.sendMail(invitationId);
      },
    }),
  ];
}
