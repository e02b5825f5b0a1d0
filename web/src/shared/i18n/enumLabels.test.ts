import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { chipEnum, labelledEnum } from './enumLabels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');

describe('labelledEnum', () => {
  const kind = labelledEnum({
    INVOICE: { id: 'i', message: 'Invoice' },
    CORRECTION: { id: 'c', message: 'Correction' },
  });

  it('keeps the display order and labels known values', () => {
    expect(kind.values).toEqual(['INVOICE', 'CORRECTION']);
    expect(kind.is('CORRECTION')).toBe(true);
    expect(kind.label(i18n, 'INVOICE')).toBe('Invoice');
  });

  it('shows a newer value as itself', () => {
    expect(kind.is('NEW')).toBe(false);
    expect(kind.is(null)).toBe(false);
    expect(kind.label(i18n, 'NEW')).toBe('NEW');
  });
});

describe('chipEnum', () => {
  const state = chipEnum({
    QUEUED: [{ id: 'q', message: 'Queued' }, 'default'],
    REJECTED: [{ id: 'r', message: 'Rejected' }, 'error'],
  });

  it('gives each value its label and colour, and a newer one the default colour', () => {
    expect(state.values).toEqual(['QUEUED', 'REJECTED']);
    expect(state.label(i18n, 'REJECTED')).toBe('Rejected');
    expect(state.color('REJECTED')).toBe('error');
    expect(state.color('NEW')).toBe('default');
  });
});
