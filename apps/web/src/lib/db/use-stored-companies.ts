import type { Company } from '@rota/domain';
import { useCallback, useEffect, useState } from 'react';
import { readCompanies } from './config-db.ts';

/** The companies kept in the local `db` database, and a way to read them again after a change. */
export function useStoredCompanies(): { companies: Company[] | null; reload: () => Promise<void> } {
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const reload = useCallback(async () => {
    setCompanies(await readCompanies());
  }, []);
  useEffect(() => {
    let active = true;
    readCompanies().then(
      (rows) => active && setCompanies(rows),
      () => active && setCompanies([]),
    );
    return () => {
      active = false;
    };
  }, []);
  return { companies, reload };
}
