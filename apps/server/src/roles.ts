import type { Config } from './config';
import { ConfigError } from './config';

/** Which jobs this process takes: `api` only sends them, `worker` and `all` also work them. */
export type Role = 'all' | 'api' | 'worker';
const ROLES: Role[] = ['all', 'api', 'worker'];

/** `--role=all|api|worker`: one binary; `api` serves HTTP and only enqueues, `worker` works jobs too. */
export function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = (flag?.slice('--role='.length) ?? 'all') as Role;
  if (!ROLES.includes(role)) throw new ConfigError(`Unknown --role=${role}: use one of ${ROLES.join(', ')}.`);
  return role;
}

/**
 * A process with a split role shares its work with others, so it needs what they can all reach: the
 * same PostgreSQL (PGlite lives inside one process) and the same object store (what the API stores,
 * the worker reads). Refused at start with what to set, rather than failing on the first upload.
 */
export function checkRoleSetup(options: {
  role: Role;
  config: Pick<Config, 'databaseUrl' | 's3' | 'dataDirShared' | 'dataDir'>;
}): void {
  const { role, config } = options;
  if (role === 'all') return;
  if (!config.databaseUrl) {
    throw new ConfigError(
      `--role=${role} runs beside other Ting processes, which must share one database: set DATABASE_URL=postgres://… (the embedded PGlite belongs to one process).`,
    );
  }
  if (!config.s3 && !config.dataDirShared) {
    throw new ConfigError(
      `--role=${role} runs beside other Ting processes, which must share where recordings and transcript files are stored: set S3_BUCKET (with S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for an S3-compatible server), or set DATA_DIR_SHARED=true if DATA_DIR (${config.dataDir}) is one directory every process sees.`,
    );
  }
}
