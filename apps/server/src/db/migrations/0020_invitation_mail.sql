ALTER TABLE "invitations" ADD COLUMN "mail_token_ciphertext" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "mailed_at" timestamp with time zone;