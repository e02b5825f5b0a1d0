import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { itemsSummary } from './summary';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('items summary', () => {
  it('names the first lines with their quantities, then counts the rest', () => {
    expect(itemsSummary(i18n, [])).toBe('');
    expect(itemsSummary(i18n, [{ name: 'Drone', quantity: 2 }])).toBe('Drone ×2');
    expect(
      itemsSummary(i18n, [
        { name: 'Drone', quantity: 1 },
        { name: 'A1/A3 course', quantity: 1 },
        { name: 'Battery', quantity: 3 },
      ]),
    ).toBe('Drone, A1/A3 course and 1 more item');
  });
});
