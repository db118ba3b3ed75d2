import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';

/** Long enough to watch a long meeting in one sitting; the page asks for a new link on every visit. */
const MEDIA_LINK_TTL = '6h';

export type MediaLink = {
  meetingId: string;
  organizationId: string;
  /** Set for a link handed out through a share link: it works only while that share is active. */
  shareId?: string;
};

export type MediaLinks = {
  sign(link: MediaLink): Promise<string>;
  verify(token: string): Promise<MediaLink>;
};

/**
 * Signed, expiring links to a meeting's media, so `<audio>`/`<video>` (which cannot send a Bearer
 * header) can stream it. A key of its own, derived from the auth secret.
 */
export function createMediaLinks(options: { secret: string }): MediaLinks {
  const key = createHash('sha256').update(`ting-media-link:${options.secret}`).digest();
  return {
    sign: ({ meetingId, organizationId, shareId }) =>
      new SignJWT(shareId ? { org: organizationId, shr: shareId } : { org: organizationId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(meetingId)
        .setIssuedAt()
        .setExpirationTime(MEDIA_LINK_TTL)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') throw new Error('incomplete');
        const link: MediaLink = { meetingId: payload.sub, organizationId: payload.org };
        if (typeof payload.shr === 'string') link.shareId = payload.shr;
        return link;
      } catch {
        throw new AppError('NOT_FOUND', 'This media link is invalid or has expired. Open the meeting again.');
      }
    },
  };
}

/** Parses a single `bytes=` range against a size; undefined means the whole object. */
export function parseByteRange(options: {
  header: string | undefined;
  size: number;
}): { start: number; end: number } | undefined {
  const match = options.header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || options.size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const start = from === '' ? Math.max(0, options.size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? options.size - 1 : Math.min(Number(to), options.size - 1);
  if (start > end || start >= options.size) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Range ${options.header} is outside the media (${options.size} bytes).`,
    );
  }
  return { start, end };
}
