import { notifications } from '@mantine/notifications';
import {
  CartError,
  cartTotals,
  changeItem,
  type PromotionReferences,
  removeItem,
  repriceWithPromotions,
  type SaleItem,
} from '@rota/domain';
import { useEffect, useState } from 'react';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { readPromotionReferences } from '#lib/promotions/index.ts';
import { saveSale } from '../api/save-sale.ts';
import { messages } from '../messages.ts';

/**
 * The items being edited, kept apart from the stored sale until "Salvar itens": quantities
 * changed and lines removed through the domain's cart rules (`changeItem`, `removeItem`, which
 * refuse a sale that is no longer a cart), each repriced with the company's promotions as the
 * cart does (`repriceWithPromotions`: a tier left behind takes its discount away, the seller's
 * own part kept). Payments are the checkout's: a change that leaves them
 * above the new total cannot be saved here (the server would refuse it).
 */
export function useSaleItemsEditor(sale: SaleRow | null) {
  const [items, setItems] = useState<SaleItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Lines whose quantity field shows something it could not read: what is held is not what is shown.
  const [problems, setProblems] = useState<ReadonlySet<string>>(new Set());
  // The promotions read for a sale, named by its uuid: a read that ends after another sale
  // opened is never taken for that sale's.
  const [read, setRead] = useState<{ uuid: string; refs: PromotionReferences } | null>(null);
  const uuid = sale?.uuid;
  const promotions = read && read.uuid === uuid ? read.refs : undefined;
  // Edits wait for the promotions: repriced without them, a promotion's part of a line's
  // discount would be taken for the seller's own and kept through a tier left behind.
  const ready = promotions !== undefined;
  // Another sale opened: start over from its stored items.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the sale changes.
  useEffect(() => {
    setItems(null);
    setError(null);
    setProblems(new Set());
    if (!sale) return;
    let current = true;
    // Lines are only changed or removed here, never added: the sale's own products are all it reads.
    void readPromotionReferences(sale).then((refs) => {
      if (current) setRead({ uuid: sale.uuid, refs });
    });
    return () => {
      current = false;
    };
  }, [uuid]);

  const current = sale ? { ...sale, items: items ?? sale.items } : null;
  const totals = current ? cartTotals(current) : null;
  const dirty = items !== null;

  const apply = (change: (draft: SaleRow) => SaleRow) => {
    if (!current || !ready) return;
    try {
      setItems(repriceWithPromotions(current, change(current), promotions, new Date()).items);
      setError(null);
    } catch (caught) {
      if (caught instanceof CartError) setError(caught.message);
      else throw caught;
    }
  };

  const paymentsOver = totals !== null && totals.paid > totals.net;
  const typingProblem = problems.size > 0;

  const save = async () => {
    if (!current || !dirty || paymentsOver || typingProblem) return;
    setSaving(true);
    try {
      await saveSale(current);
      setItems(null);
      notifications.show({ color: 'teal', message: messages.itemsSaved });
    } catch (caught) {
      setError(messages.saveFailed(caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setSaving(false);
    }
  };

  return {
    items: current?.items ?? [],
    totals,
    /** Whether the promotions are read and the lines may change. */
    ready,
    dirty,
    saving,
    error,
    paymentsOver,
    typingProblem,
    setProblem: (itemUuid: string, problem: string | null) =>
      setProblems((current) => {
        if (current.has(itemUuid) === (problem !== null)) return current;
        const next = new Set(current);
        if (problem === null) next.delete(itemUuid);
        else next.add(itemUuid);
        return next;
      }),
    setQuantity: (itemUuid: string, quantity: number) =>
      apply((draft) => changeItem(draft, itemUuid, { quantity })),
    remove: (itemUuid: string) => {
      setProblems((current) => {
        if (!current.has(itemUuid)) return current;
        const next = new Set(current);
        next.delete(itemUuid);
        return next;
      });
      apply((draft) => removeItem(draft, itemUuid));
    },
    save,
  };
}
