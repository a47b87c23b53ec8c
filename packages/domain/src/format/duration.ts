/*
 * Lengths of time as a person reads them on the shop floor: a running timer as 'hh:mm:ss' and a
 * finished appointment's length as '2 h 05 min'. Whole seconds and minutes, rounded down (a timer
 * never shows a second that has not passed); a negative length is 0.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A timer: '00:00:59', '01:02:03', '27:00:00' (hours go past 24, a night shift left open). */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.floor(Math.max(0, milliseconds) / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** A length: '0 min', '45 min', '1 h', '2 h 05 min'. */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${pad(minutes % 60)} min`;
}
