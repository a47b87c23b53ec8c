import { zonedFields } from '@rota/domain';
import { messages } from '../messages.ts';
import type { StampMark } from '../model/last-stamp.ts';

/** "Ana Souza, 05:12" (São Paulo time): who moved something last and when. */
export function stampTime(mark: StampMark): string {
  const { hour, minute } = zonedFields(new Date(mark.at));
  return messages.card.by(mark.by, `${hour}:${minute}`);
}
