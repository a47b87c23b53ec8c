import { describe, expect, it } from 'vitest';
import {
  BAKERY_CATEGORY_COUNT,
  CHART_LABEL_WORDS_PER_LINE,
  CHUNK_LOAD_TIMEOUT_MS,
  FILE_SYSTEM_QUOTA_BYTES,
  LOCALE,
  PRICE_DECIMALS,
  QUANTITY_DECIMALS,
  QUINZENAL_THRESHOLD_DAYS,
  REPROVED_WINDOW_DAYS,
  REQUEST_TIMEOUT_MS,
  UNIT_PRICE_DECIMALS,
  UPDATE_NOTICE_MS,
} from './constants.ts';

// Pins the numbers to spec §9, so a change to any of them is a deliberate, reviewed edit.
describe('business constants (§9)', () => {
  it('keeps the time limits', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120 * 1000);
    expect(UPDATE_NOTICE_MS).toBe(10_000);
  });

  it('keeps the client listing windows', () => {
    expect(QUINZENAL_THRESHOLD_DAYS).toBe(14);
    expect(REPROVED_WINDOW_DAYS).toBe(7);
  });

  it('keeps the storage, locale and display formats', () => {
    expect(FILE_SYSTEM_QUOTA_BYTES).toBe(5 * 1024 * 1024);
    expect(LOCALE).toBe('pt-BR');
    expect(CHART_LABEL_WORDS_PER_LINE).toBe(4);
    expect([PRICE_DECIMALS, UNIT_PRICE_DECIMALS, QUANTITY_DECIMALS]).toEqual([2, 4, 0]);
    expect(BAKERY_CATEGORY_COUNT).toBe(50);
  });
});
