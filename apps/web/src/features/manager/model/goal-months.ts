import { monthName } from '@rota/domain';

/** "novembro de 2026" for `2026-11`. */
export function goalMonthText(month: string): string {
  return `${monthName(Number(month.slice(5, 7))).toLowerCase()} de ${month.slice(0, 4)}`;
}

/** The months a manager picks from: the next one, this one and the eleven before, newest first. */
export function goalMonthChoices(today: string): { value: string; label: string }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const choices: { value: string; label: string }[] = [];
  for (let offset = 1; offset >= -11; offset--) {
    const index = year * 12 + (month - 1) + offset;
    const value = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
    const text = goalMonthText(value);
    choices.push({ value, label: text.charAt(0).toUpperCase() + text.slice(1) });
  }
  return choices;
}
