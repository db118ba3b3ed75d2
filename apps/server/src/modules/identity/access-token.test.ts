import { createHash } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 's'.repeat(40);
const ISSUER = 'http://localhost:3000';
const ADA = {
  userId: 'ada',
  organizationId: '00000000-0000-4000-8000-0000000000a0',
  sessionId: '00000000-0000-4000-8000-00000000000a',
};

/** A process's tokens; `live` says whether the session is still signed in. */
function tokens(options: { live?: () => boolean; ttlSeconds?: number } = {}) {
  return createAccessTokens({
    secret: SECRET,
    issuer: ISSUER,
    ttlSeconds: options.ttlSeconds ?? 600,
    sessions: { isLive: async () => options.live?.() ?? true },
  });
}

describe('access tokens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are standard HS256 JWTs under the derived key, with the configured lifetime', async () => {
    const token = await tokens({ ttlSeconds: 900 }).sign(ADA);
    const key = createHash('sha256').update(`ting-access-token:${SECRET}`).digest();
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: 'ting-api',
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: 'ada', org: ADA.organizationId, sid: ADA.sessionId });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
  });

  it('are accepted by another process with the same secret, which checks the signature itself', async () => {
    const token = await tokens().sign(ADA);
    const verifySignature = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens().verify(token)).toEqual(ADA);
    expect(verifySignature).toHaveBeenCalledTimes(1);
  });

  it("check a token's signature once, however often it is presented", async () => {
    const token = await tokens().sign(ADA);
    const other = tokens();
    const verifySignature = vi.spyOn(crypto.subtle, 'verify');
    for (let index = 0; index < 5; index += 1) expect(await other.verify(token)).toEqual(ADA);
    expect(verifySignature).toHaveBeenCalledTimes(1);
  });

  it('refuse a tampered copy of a token already accepted', async () => {
    const server = tokens();
    const token = await server.sign(ADA);
    await server.verify(token);
    const [header, , signature] = token.split('.');
    const claims = { ...decodeJwt(token), org: '00000000-0000-4000-8000-0000000000b0' };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(server.verify(forged)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuse a remembered token once it has expired', async () => {
    const server = tokens();
    const token = await server.sign(ADA, { expiresInSeconds: 2 });
    expect(await server.verify(token)).toEqual(ADA);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(server.verify(token)).rejects.toThrow(/expired/);
  });

  it('refuse a remembered token once its session has ended', async () => {
    let isLive = true;
    const server = tokens({ live: () => isLive });
    const token = await server.sign(ADA);
    expect(await server.verify(token)).toEqual(ADA);
    isLive = false;
    await expect(server.verify(token)).rejects.toThrow(/session has ended/);
  });
});
