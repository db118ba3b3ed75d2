import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxReachNotice } from './config';

const REAL_CREDENTIALS = {
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  HUBSPOT_CLIENT_ID: 'hubspot-id',
  HUBSPOT_CLIENT_SECRET: 'hubspot-secret',
  RECALL_API_KEY: 'recall-key',
  RECALL_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_c3RyaXBl',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
};

describe('loadConfig', () => {
  it('runs on embedded defaults with the sandbox standing in outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.sandbox).toBe(true);
    expect(config.google.issuer).toBe('http://localhost:3000/sandbox/google');
    expect(config.hubspot.authUrl).toBe('http://localhost:3000/sandbox/hubspot/oauth/authorize');
  });

  it('derives APP_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://ting.example.com/' }).appUrl).toBe('https://ting.example.com');
  });

  it('refuses to start in production while an integration lacks credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID.*SANDBOX=on/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
    ).toThrow(/HUBSPOT_CLIENT_ID/);
    expect(() => loadConfig({ ...REAL_CREDENTIALS, NODE_ENV: 'production', RECALL_API_KEY: '' })).toThrow(
      /RECALL_API_KEY/,
    );
  });

  it("talks to the sandbox's Stripe and its seeded prices without Stripe credentials, to Stripe with them", () => {
    expect(loadConfig({}).stripe).toEqual({
      secretKey: 'sk_test_ting_sandbox',
      apiUrl: 'http://localhost:3000/sandbox/stripe',
      webhookSecret: undefined,
      prices: { pro: 'price_sandbox_pro', business: 'price_sandbox_business' },
    });
    expect(loadConfig({ NODE_ENV: 'production', ...REAL_CREDENTIALS }).stripe).toEqual({
      secretKey: 'sk_live_key',
      apiUrl: 'https://api.stripe.com',
      webhookSecret: 'whsec_c3RyaXBl',
      prices: { pro: 'price_pro', business: 'price_business' },
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...REAL_CREDENTIALS, STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...REAL_CREDENTIALS, STRIPE_PRICE_BUSINESS: '' }),
    ).toThrow(/STRIPE_PRICE_BUSINESS/);
  });

  it('starts in production with the sandbox only when SANDBOX=on is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'on' }).sandbox).toBe(true);
  });

  it('uses real services and no sandbox when every credential is set', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...REAL_CREDENTIALS });
    expect(config.sandbox).toBe(false);
    expect(config.google).toEqual({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      issuer: 'https://accounts.google.com',
      apiUrl: 'https://www.googleapis.com/',
    });
    expect(config.hubspot.apiUrl).toBe('https://api.hubapi.com');
    expect(config.hubspot.authUrl).toBe('https://app.hubspot.com/oauth/authorize');
  });

  it('lets SANDBOX=off turn missing credentials into a refusal in development too', () => {
    expect(() => loadConfig({ SANDBOX: 'off' })).toThrow(ConfigError);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow(/SANDBOX/);
  });
});

describe('loadConfig: AI and speech-to-text', () => {
  it('defaults to the offline engine and no speech-to-text server', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({ provider: 'offline' });
    expect(config.transcribe).toBeUndefined();
  });

  it('configures an OpenAI-compatible server for summaries and for transcription', () => {
    const config = loadConfig({
      AI_PROVIDER: 'compatible',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1:8b',
      TRANSCRIBE_BASE_URL: 'http://localhost:8000/v1/',
    });
    expect(config.ai).toMatchObject({
      provider: 'compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
    });
    expect(config.transcribe).toMatchObject({
      baseUrl: 'http://localhost:8000/v1',
      model: 'whisper-1',
      chunkSeconds: 600,
    });
  });

  it('says what is missing for an AI provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: 'compatible', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'compatible', AI_BASE_URL: 'http://x/v1' })).toThrow(/AI_MODEL/);
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test' }).ai).toMatchObject({
      model: 'gpt-4.1-mini',
    });
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, nor with false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count, or a comma-separated list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual({
      proxies: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses true at start, telling the operator to give a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true is not accepted.*TRUST_PROXY=1 behind one reverse proxy.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it('refuses what is neither a hop count nor addresses, naming the entry', () => {
    for (const [value, named] of [
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['proxy.internal', 'proxy.internal'],
      ['10.0.0.1, 300.1.1.1', '300.1.1.1'],
      ['::1/129', '::1/129'],
      ['10.0.0.0/8/1', '10.0.0.0/8/1'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(`"${named}" is not an IP address`);
    }
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/hop count is at most 16/);
  });
});

describe('loadConfig: HOST', () => {
  it('listens on this machine only with the sandbox on and no HOST, and says so', () => {
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    expect(config.host).toBe('localhost');
    expect(sandboxReachNotice(config)).toBe(
      'The sandbox is on, so Ting listens on this machine only (localhost:3000). Set HOST=0.0.0.0 to let ' +
        'other machines in: anyone who can reach it can sign in as anyone.',
    );
    expect(loadConfig({ ...REAL_CREDENTIALS, NODE_ENV: 'production', SANDBOX: 'on' }).host).toBe('localhost');
  });

  it('listens where HOST says, warning when the sandbox is on', () => {
    const config = loadConfig({ HOST: '0.0.0.0' });
    expect(config.host).toBe('0.0.0.0');
    expect(sandboxReachNotice(config)).toBe(
      'The sandbox is on and HOST=0.0.0.0: anyone who can reach port 3000 can sign in as anyone.',
    );
  });

  it('listens on every interface by default with real services and no sandbox', () => {
    const config = loadConfig({ ...REAL_CREDENTIALS, NODE_ENV: 'production' });
    expect(config.host).toBe('0.0.0.0');
    expect(sandboxReachNotice(config)).toBeUndefined();
  });
});

describe('loadConfig: mail', () => {
  it('sends no mail of its own by default, from ting@ the app host', () => {
    expect(loadConfig({ APP_URL: 'https://ting.acme.test' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Ting <ting@ting.acme.test>',
    });
  });

  it('takes an SMTP server as a URL, and a From address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://apikey:s3cret@smtp.mail.test:465',
      MAIL_FROM: 'Acme Ting <no-reply@acme.test>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://apikey:s3cret@smtp.mail.test:465',
      from: 'Acme Ting <no-reply@acme.test>',
    });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without echoing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://user:pw@mail.test' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'https://user:pw@mail.test' })).toThrow(
      /SMTP_URL: must be smtp:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'https://user:pw@mail.test' })).not.toThrow(/pw@/);
  });
});
