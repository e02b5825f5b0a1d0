import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('derives PUBLIC_URL from PORT when unset, so sign-in works on any port', () => {
    const config = loadConfig({ PORT: '3310' });
    expect(config.publicUrl.origin).toBe('http://localhost:3310');
    expect(config.issuer).toBe('http://localhost:3310/auth');
    expect(config.allowedOrigins).toEqual(new Set(['http://localhost:3310']));
    expect(loadConfig({}).publicUrl.origin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3310', PUBLIC_URL: 'https://academy.example' }).publicUrl.origin).toBe(
      'https://academy.example',
    );
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes CORS_ORIGINS as a list of origins and refuses anything else', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://partner.example, http://localhost:5173' });
    expect([...config.allowedOrigins]).toEqual([
      'http://localhost:3000',
      'https://partner.example',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://partner.example/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
