import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides credentials carried in the query', () => {
    expect(redactUrl('/chat?token=eyJhbGci.secret')).toBe('/chat?token=%5Bredacted%5D');
    expect(redactUrl('/api/auth/google-calendar?code=abc&state=xyz&scope=email')).toBe(
      '/api/auth/google-calendar?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=email',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/meetings?q=acme&page=2')).toBe('/api/meetings?q=acme&page=2');
    expect(redactUrl('/api/meetings')).toBe('/api/meetings');
  });
});
