/**
 * A small seeded pseudo-random generator (mulberry32) for the demo seed: the same seed gives the
 * same sequence on every machine, so every fresh database gets the same demo company. Never use
 * it for secrets.
 */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('lista vazia');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [item: T, weight: number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('lista vazia');
    return last[0];
  }

  /** `count` distinct items in random order (Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** A string of `length` decimal digits. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A valid RFC 9562 version-4 uuid drawn from this generator (not from crypto). */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () => this.nextUint32().toString(16).padStart(8, '0')).join('');
    const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return [
      hex.slice(0, 8),
      hex.slice(8, 12),
      `4${hex.slice(13, 16)}`,
      `${variant}${hex.slice(17, 20)}`,
      hex.slice(20, 32),
    ].join('-');
  }
}

/** FNV-1a of a text, so each part of the seed draws from its own named stream. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
