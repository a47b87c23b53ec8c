import { dateSchema } from '@rota/domain';
import { useSearchParams } from 'react-router';
import { useToday } from '#lib/clock/use-today.ts';

/**
 * The day and seller the screen shows: `?dia=yyyy-mm-dd` (today in São Paulo when absent or not a
 * date) and `?vendedor=<code>` (the first seller when absent); both kept in the URL, so a reload
 * or a shared link shows the same day.
 */
export function useVisitDayParams() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const asked = dateSchema.safeParse(params.get('dia'));
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        current.set(name, value);
        return current;
      },
      { replace: true },
    );
  return {
    date: asked.success ? asked.data : today,
    seller: params.get('vendedor'),
    setDate: (date: string) => set('dia', date),
    setSeller: (code: string) => set('vendedor', code),
  };
}
