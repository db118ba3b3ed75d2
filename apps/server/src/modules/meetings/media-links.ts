import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';

/**
 * Long enough to watch a long meeting in one sitting; the page asks for a new link on every visit. A
 * member's link also dies with its session (sign-out) or the member's leaving (`MediaLink.session`).
 */
const MEDIA_LINK_TTL = '6h';

export type MediaLink = {
  meetingId: string;
  organizationId: string;
} & (
  | {
      /** A link handed out through a share link: it works only while that share is active. */
      shareId: string;
    }
  | {
      /**
       * A link handed out to a signed-in member: it works only while that session is signed in and its
       * user still belongs to the organization, as an access token of it would.
       */
      session: { sessionId: string; userId: string };
    }
);

export type MediaLinks = {
  sign(link: MediaLink): Promise<string>;
  verify(token: string): Promise<MediaLink>;
};

/**
 * Signed, expiring links to a meeting's media, so `<audio>`/`<video>` (which cannot send a Bearer
 * header) can stream it. A key of its own, derived from the auth secret. Each names who it was handed
 * to (a share, or a session and its user), so that whoever serves it can check they still may.
 */
export function createMediaLinks(options: { secret: string }): MediaLinks {
  const key = createHash('sha256').update(`ting-media-link:${options.secret}`).digest();
  return {
    sign: (link) =>
      new SignJWT(
        'shareId' in link
          ? { org: link.organizationId, shr: link.shareId }
          : { org: link.organizationId, sid: link.session.sessionId, uid: link.session.userId },
      )
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(link.meetingId)
        .setIssuedAt()
        .setExpirationTime(MEDIA_LINK_TTL)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub: meetingId, org: organizationId, shr, sid, uid } = payload;
        if (typeof meetingId !== 'string' || typeof organizationId !== 'string')
          throw new Error('incomplete');
        if (typeof shr === 'string') return { meetingId, organizationId, shareId: shr };
        // Links from before they named their session could not be revoked: refused, as such tokens are.
        if (typeof sid !== 'string' || typeof uid !== 'string') throw new Error('names no session');
        return { meetingId, organizationId, session: { sessionId: sid, userId: uid } };
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
