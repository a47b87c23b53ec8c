import { goalMonthSchema } from '@rota/domain';
import { useSearchParams } from 'react-router';
import { useToday } from '#lib/clock/use-today.ts';

/**
 * The month the goal screen shows: `?mes=yyyy-mm` when valid, else the current São Paulo month;
 * `setMonth` keeps it in the URL (a reload or a shared link shows the same month).
 */
export function useGoalMonth(): { month: string; setMonth: (month: string) => void } {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const asked = goalMonthSchema.safeParse(params.get('mes'));
  return {
    month: asked.success ? asked.data : today.slice(0, 7),
    setMonth: (month) =>
      setParams(
        (current) => {
          current.set('mes', month);
          return current;
        },
        { replace: true },
      ),
  };
}
