import { describe, expect, it } from 'vitest';
import {
  hasUnstorableCharacters,
  isUuid,
  stripUnstorableCharacters,
  toWellFormedText,
  ZDateSchema,
  ZDateTimeSchema,
  zText,
} from './text';

describe('zText', () => {
  const title = zText({ min: 1, max: 10 });

  it('accepts ordinary text, emoji (paired surrogates) included, trimmed', () => {
    expect(title.parse('  Acme 🚀 ')).toBe('Acme 🚀');
  });

  it('refuses NUL and unpaired surrogates', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d']) {
      expect(title.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps its length bounds', () => {
    expect(title.safeParse('').success).toBe(false);
    expect(title.safeParse('x'.repeat(11)).success).toBe(false);
  });
});

describe('unstorable characters', () => {
  it('are found and stripped, leaving pairs alone', () => {
    expect(hasUnstorableCharacters('ok 🚀')).toBe(false);
    expect(hasUnstorableCharacters('a\u0000')).toBe(true);
    expect(stripUnstorableCharacters('a\u0000b\ud800c🚀\udc00')).toBe('abc🚀');
  });

  it('are made well-formed as a UTF-8 decoder would, NULs kept', () => {
    expect(toWellFormedText('a\u0000b\ud800c🚀\udc00')).toBe('a\u0000b\ufffdc🚀\ufffd');
  });
});

describe('ids and dates', () => {
  it('accepts only real UUIDs', () => {
    expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('01')).toBe(false);
  });

  it('keeps dates within 1970..2099', () => {
    expect(ZDateSchema.safeParse('2026-11-23').success).toBe(true);
    expect(ZDateSchema.safeParse('9999-12-31').success).toBe(false);
    expect(ZDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(ZDateTimeSchema.safeParse('2026-11-23T10:00:00+01:00').success).toBe(true);
    expect(ZDateTimeSchema.safeParse('9999-12-31T00:00:00Z').success).toBe(false);
    expect(ZDateTimeSchema.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});
