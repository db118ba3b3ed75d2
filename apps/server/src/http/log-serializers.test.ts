import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers';

describe('redactUrl', () => {
  it('hides credentials carried in the query', () => {
    expect(redactUrl('/chat?token=eyJhbGci.secret')).toBe('/chat?token=%5Bredacted%5D');
    expect(redactUrl('/api/auth/google-calendar?code=abc&state=xyz&scope=email')).toBe(
      '/api/auth/google-calendar?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=email',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/meetings?scope=mine&page=2')).toBe('/api/meetings?scope=mine&page=2');
    expect(redactUrl('/api/meetings')).toBe('/api/meetings');
  });

  it('keeps that a search happened, not what was searched', () => {
    expect(redactUrl('/api/meetings?q=ada%40acme.test&scope=mine')).toBe(
      '/api/meetings?q=%5Bredacted%5D&scope=mine',
    );
    expect(redactUrl('/api/meetings/search?q=the+secret+launch&limit=5')).toBe(
      '/api/meetings/search?q=%5Bredacted%5D&limit=5',
    );
  });
});

describe('redactUrl on paths', () => {
  it('hides JWTs and long random tokens in path segments, keeps ids', () => {
    expect(redactUrl('/sandbox/recall/media/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(
      '/sandbox/recall/media/[redacted]',
    );
    expect(redactUrl(`/api/files/${'a'.repeat(43)}/x`)).toBe('/api/files/[redacted]/x');
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(redactUrl(`/api/meetings/${id}`)).toBe(`/api/meetings/${id}`);
    expect(redactUrl(`/api/uploads/${id}.${id}`)).toBe(`/api/uploads/${id}.${id}`);
  });
});

describe('serializeError', () => {
  it("never logs a failed query's parameters, and cuts long messages", () => {
    const secret = 'ada@example.com my private prompt';
    const failed = Object.assign(new Error(`Failed query: insert into t values ($1)\nparams: ${secret}`), {
      query: 'insert into t values ($1)',
      params: [secret],
      cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
    });
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into t values ($1)');
    expect(logged).toContain('22021');

    const huge = serializeError(new Error('x'.repeat(100_000))) as { message: string };
    expect(huge.message.length).toBeLessThan(2100);
  });
});
