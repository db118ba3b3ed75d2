import { describe, expect, it } from 'vitest';
import { loggableDetail, OAuthCallbackError } from './oauth-callback-failure';

describe('OAuth callback failures', () => {
  it('blanks credentials in what is logged and keeps the rest readable', () => {
    const detail = loggableDetail(
      'HTTP-Code: 400 code=abc123&client_secret=s3cr3t {"access_token":"ya29.x","refresh_token": "1//y"} Authorization: Bearer eyJh.bG.c',
    );
    expect(detail).toContain('HTTP-Code: 400');
    expect(detail).not.toMatch(/abc123|s3cr3t|ya29|1\/\/y|eyJh/);
    expect(loggableDetail('x'.repeat(5000)).length).toBeLessThan(2100);
  });

  it('shows the short reason from the list, never the detail', () => {
    const error = new OAuthCallbackError('provider_refused', 'hubspot', 'BAD_AUTH_CODE for org 1234');
    expect(error.message).toBe(
      'HubSpot refused the connection. Try again in a minute from Settings → Integrations.',
    );
    expect(error.code).toBe('INTEGRATION_ERROR');
    expect(error.detail).toContain('BAD_AUTH_CODE');
  });
});
