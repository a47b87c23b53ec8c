import { describe, expect, it } from 'vitest';
import { SYNC_PULLS } from './sync-calls.ts';
import { groupSyncProgress, HISTORY_GROUPS } from './sync-groups.ts';
import type { SyncProgress } from './sync-progress.ts';

const line = (table: SyncProgress['table'], extra: Partial<SyncProgress> = {}): SyncProgress => ({
  call: `${table}.all`,
  label: String(table),
  table,
  done: 0,
  total: null,
  status: 'waiting',
  ...extra,
});

describe('groupSyncProgress', () => {
  it('adds up the tables of each part in the seller’s words, in a fixed order', () => {
    const groups = groupSyncProgress([
      line('profiles', { status: 'done', done: 3, total: 3 }),
      line('products', { status: 'done', done: 900, total: 900 }),
      line('productPrices', { status: 'running', done: 1000, total: 4000 }),
      line('volumes', { status: 'done', done: 12, total: 12 }),
      line('clients', { status: 'running', done: 500, total: null }),
      line('financialTitles'),
      line('checks'),
    ]);
    expect(groups.map(({ label, done, total, status }) => [label, done, total, status])).toEqual([
      ['Clientes', 500, null, 'running'],
      ['Produtos e preços', 1912, 4912, 'running'],
      ['Cadastros da empresa', 3, 3, 'done'],
      ['Financeiro', 0, null, 'waiting'],
    ]);
  });

  it('fails a part when one of its tables failed, with that reason', () => {
    const [company] = groupSyncProgress([
      line('channels', { status: 'done', done: 4, total: 4 }),
      line('formPayments', { status: 'error', error: 'Sem espaço no aparelho' }),
    ]);
    expect(company).toMatchObject({
      label: 'Cadastros da empresa',
      status: 'error',
      error: 'Sem espaço no aparelho',
    });
  });

  it('holds in its history parts exactly the tables pulled after the first screen opens', () => {
    for (const pull of SYNC_PULLS) {
      const [group] = groupSyncProgress([line(pull.table)]);
      const afterFirstScreen = pull.kind === 'paged' && pull.afterFirstScreen === true;
      expect(HISTORY_GROUPS.includes(group?.group ?? 'company'), pull.table).toBe(afterFirstScreen);
    }
  });

  it('files a line without a known table under the company’s records', () => {
    expect(groupSyncProgress([line(undefined, { status: 'done' })]).map((group) => group.group)).toEqual([
      'company',
    ]);
  });
});
