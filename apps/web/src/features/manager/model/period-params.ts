import {
  chartPeriodProblem,
  type DateRange,
  isCalendarDate,
  MANAGER_PERIOD_KINDS,
  type ManagerPeriod,
  type ManagerPeriodKind,
  managerPeriod,
} from '@rota/domain';

/**
 * The manager's period in the URL's search (`#/gestor/sales?periodo=personalizado&de=…&ate=…`),
 * so it survives a reload and the moves between the area's six screens (the side navigation keeps
 * the search within the area). Words a manager can read in a shared link:
 * `periodo` = `mes` (default, left out), `mes-passado`, `ano` or `personalizado` with `de` and
 * `ate` as `yyyy-mm-dd`.
 */
export const PERIOD_PARAM = 'periodo';
export const FROM_PARAM = 'de';
export const TO_PARAM = 'ate';

const KIND_WORDS = {
  month: 'mes',
  lastMonth: 'mes-passado',
  year: 'ano',
  custom: 'personalizado',
} as const satisfies Record<ManagerPeriodKind, string>;

export interface PeriodChoice {
  kind: ManagerPeriodKind;
  /** The custom days, when `kind` is `custom`. */
  custom?: DateRange;
}

/**
 * The choice the search holds. Anything unreadable (an unknown word, a custom period without two
 * calendar dates, or one the charts refuse — domain `chartPeriodProblem`) falls back to Este mês
 * rather than to an error on every chart: the link still opens.
 */
export function readPeriodChoice(search: URLSearchParams): PeriodChoice {
  const word = search.get(PERIOD_PARAM);
  const kind = MANAGER_PERIOD_KINDS.find((key) => KIND_WORDS[key] === word);
  if (!kind || kind === 'month') return { kind: 'month' };
  if (kind !== 'custom') return { kind };
  const from = search.get(FROM_PARAM) ?? '';
  const to = search.get(TO_PARAM) ?? '';
  if (!isCalendarDate(from) || !isCalendarDate(to) || chartPeriodProblem({ from, to }))
    return { kind: 'month' };
  return { kind, custom: { from, to } };
}

/** The search with `choice` written in, every other parameter kept. */
export function writePeriodChoice(search: URLSearchParams, choice: PeriodChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(FROM_PARAM);
  next.delete(TO_PARAM);
  if (choice.kind === 'month') next.delete(PERIOD_PARAM);
  else next.set(PERIOD_PARAM, KIND_WORDS[choice.kind]);
  if (choice.kind === 'custom' && choice.custom) {
    next.set(FROM_PARAM, choice.custom.from);
    next.set(TO_PARAM, choice.custom.to);
  }
  return next;
}

/** The days and year a choice means today (domain `managerPeriod`, in São Paulo). */
export function periodOf(choice: PeriodChoice, now: Date): ManagerPeriod {
  return managerPeriod(choice.kind, now, undefined, choice.custom);
}
