import { notifications } from '@mantine/notifications';
import { CartError, cartTotals, changeItem, removeItem, type SaleItem } from '@rota/domain';
import { useEffect, useState } from 'react';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { saveSale } from '../api/save-sale.ts';
import { messages } from '../messages.ts';

/**
 * The items being edited, kept apart from the stored sale until "Salvar itens": quantities
 * changed and lines removed through the domain's cart rules (`changeItem`, `removeItem`, which
 * refuse a sale that is no longer a cart). Payments are the checkout's: a change that leaves them
 * above the new total cannot be saved here (the server would refuse it).
 */
export function useSaleItemsEditor(sale: SaleRow | null) {
  const [items, setItems] = useState<SaleItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Lines whose quantity field shows something it could not read: what is held is not what is shown.
  const [problems, setProblems] = useState<ReadonlySet<string>>(new Set());
  const uuid = sale?.uuid;
  // Another sale opened: start over from its stored items.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the sale changes.
  useEffect(() => {
    setItems(null);
    setError(null);
    setProblems(new Set());
  }, [uuid]);

  const current = sale ? { ...sale, items: items ?? sale.items } : null;
  const totals = current ? cartTotals(current) : null;
  const dirty = items !== null;

  const apply = (change: (draft: SaleRow) => SaleRow) => {
    if (!current) return;
    try {
      setItems(change(current).items);
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
