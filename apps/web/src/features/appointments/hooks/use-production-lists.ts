import type { Machine, Operator, Situation } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

export interface ProductionLists {
  /** Every machine, operator and situation on the tablet (retired ones too, for names), in ERP code order. */
  machines: Machine[];
  operators: Operator[];
  situations: Situation[];
  machineById: ReadonlyMap<number, Machine>;
  operatorById: ReadonlyMap<number, Operator>;
  situationById: ReadonlyMap<number, Situation>;
}

const byCode = <T extends { code_erp: string }>(rows: T[]) =>
  rows.sort((a, b) => a.code_erp.localeCompare(b.code_erp, 'pt-BR'));

/** The appointment area's lists, read live from `MyPWA_DB` (pulled at login and on ERP changes); undefined until read. */
export function useProductionLists(): ProductionLists | undefined {
  return useLiveQuery(async () => {
    const [machines, operators, situations] = await Promise.all([
      myPwaDb.machines.toArray(),
      myPwaDb.operators.toArray(),
      myPwaDb.situations.toArray(),
    ]);
    return {
      machines: byCode(machines),
      operators: operators.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
      situations: byCode(situations),
      machineById: new Map(machines.map((row) => [row.id, row])),
      operatorById: new Map(operators.map((row) => [row.id, row])),
      situationById: new Map(situations.map((row) => [row.id, row])),
    };
  }, []);
}
