import { type PositionReading, placeOf, readingOf, readPosition, type VisitReading } from '@rota/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { readPhonePosition } from '#lib/device/read-position.ts';

/** A fresh GPS fix, up to 20 s: the seller is at the client's door. */
export const AT_THE_DOOR: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };

export interface CheckIn {
  /** The phone's reading; null while it is being taken. */
  reading: VisitReading | null;
  /** How the reading stands against the client's coordinates and the company's radius. */
  read: PositionReading | null;
  /** Takes the position once more ("Tentar de novo"). */
  again: () => void;
}

/**
 * "Iniciar visita": takes the phone's position as the modal opens (the tap that opened it is the
 * gesture the browser's permission prompt needs) and reads it against the client's coordinates and
 * the company's radius (`readPosition`, the rule the server runs again on what it receives).
 */
export function useCheckIn(client: ClientRow, radiusM: number, opened: boolean): CheckIn {
  const [reading, setReading] = useState<VisitReading | null>(null);
  const asked = useRef(0);
  const locate = useCallback(async () => {
    const ask = ++asked.current;
    setReading(null);
    const answer = await readPhonePosition(AT_THE_DOOR);
    // An answer for a modal closed (or asked again) since is dropped.
    if (ask === asked.current) setReading(answer);
  }, []);
  useEffect(() => {
    if (opened) void locate();
    return () => {
      asked.current++;
    };
  }, [opened, locate]);
  const read = reading ? readPosition(readingOf(reading), placeOf(client), radiusM) : null;
  return { reading, read, again: () => void locate() };
}
