import type { CallBody, CallDefinition, CallParams } from '@rota/contract';
import type { MyPwaTableName, MyPwaTables } from '../../db/my-pwa-db.ts';
import type { CallData } from '../../http/http-client.ts';

/** A write as a screen queues it for call `C`: its path params (when it has some) and its body. */
export type QueuedWrite<C extends CallDefinition> = {
  call: C['name'];
  /** The record's uuid: the order of this record's writes (the server's key is the body's uuid). */
  uuid: string;
  body: CallBody<C>;
} & (CallParams<C> extends undefined ? { params?: undefined } : { params: CallParams<C> });

/** An outbox entry as the push loop and the outbox screen read it, whatever its call. */
export interface StoredWrite {
  call: string;
  uuid: string;
  params?: Record<string, string | number>;
  body: unknown;
}

/** What is done with the server's answer inside the push's transaction, over the tables declared. */
export type StoreStep<S extends MyPwaTableName> = (tables: Pick<MyPwaTables, S>) => Promise<unknown>;

/** Which record a write changes: its table (keyed by uuid), and its uuid read from the write. */
export interface HeldBy<W, H extends MyPwaTableName> {
  table: H;
  uuid(write: W): string;
}

/** Names the queued bodies only point at by uuid (a visit's client, a note's sale), read from the device. */
export interface RelatedNames {
  clients: ReadonlyMap<string, string>;
  /** A sale's uuid → its client's name. */
  saleClients: ReadonlyMap<string, string>;
}

/** The uuids an entry's description needs a name for: a client (address, visit) or a sale (notes). */
export interface RelatedIds {
  client?: string;
  sale?: string;
}

/**
 * One offline write, declared once (docs/offline-writes.md "Adding an offline write"): the push
 * loop, the held records, the transaction of the acknowledgement and "Pendências de envio" are all
 * read from here. Every field but the optional ones must be given, so a part forgotten does not
 * compile. Written as methods, so each declaration, typed by its own call, is also a
 * {@link AnyWriteDeclaration} for the code that reads entries of any call.
 */
export interface WriteDeclaration<
  C extends CallDefinition,
  S extends MyPwaTableName,
  H extends MyPwaTableName = never,
> {
  /** The contract call that sends it. */
  call: C;
  /**
   * Every table `acknowledge`'s step writes: the push's transaction covers exactly these (a table
   * left out is not in the step's `tables`, so writing to it does not compile).
   */
  stores: readonly S[];
  /**
   * The local record this write changes, held as the device's truth until the write is sent
   * (`held-records.ts`); null when it changes no record kept apart (a mark, a bakery stamp, whose
   * lines `held-bakery-lines.ts` holds by the ids in its body).
   */
  held: HeldBy<QueuedWrite<C>, H> | null;
  /**
   * After a 2xx (DESIGN.md "Push"): turns the answer into what is stored, outside the transaction
   * (which must wait on nothing but IndexedDB), and answers the step that stores it, run inside.
   * Skipped while a later write of the same record waits (`held-records.ts`).
   */
  acknowledge(answer: CallData<C>): StoreStep<S> | Promise<StoreStep<S>>;
  /**
   * The other records this write must follow, beyond the one it is queued under (the outbox
   * `uuid`): the push sends writes sharing any of these keys one after another, in the order they
   * were made, and holds the later ones while an earlier one waits or was refused (a sale behind
   * the offline client it names, a stamp behind the earlier stamp of the same bakery line).
   */
  orderKeys?(write: QueuedWrite<C>): string[];
  /** What it is, in pt-BR, on "Pendências de envio" and in its export: 'Venda', 'Cliente novo'… */
  label: string;
  /**
   * Which one, in pt-BR, from the queued body (a client's name, a sale's client); null when nothing
   * helps. Bodies are read back as they were queued, maybe by an older version: a missing field
   * gives no description (or throws, which the screen reads as none), never 'undefined' on screen.
   */
  describe(write: QueuedWrite<C>, names: RelatedNames): string | null;
  /** The records whose names `describe` needs (`RelatedNames`), when its body only has their uuid. */
  related?(write: QueuedWrite<C>): RelatedIds;
  /** An amount shown unbroken beside the description (a sale's total, 'R$ 1.234,56'). */
  amount?(write: QueuedWrite<C>): string | null;
}

/** A declaration as code that handles entries of any call reads it (the push, the outbox screen). */
export interface AnyWriteDeclaration {
  call: CallDefinition;
  stores: readonly MyPwaTableName[];
  held: HeldBy<StoredWrite, MyPwaTableName> | null;
  acknowledge(answer: unknown): StoreStep<MyPwaTableName> | Promise<StoreStep<MyPwaTableName>>;
  orderKeys?(write: StoredWrite): string[];
  label: string;
  describe(write: StoredWrite, names: RelatedNames): string | null;
  related?(write: StoredWrite): RelatedIds;
  amount?(write: StoredWrite): string | null;
}

/** Declares an offline write, inferring its call and tables (the object is returned as it is). */
export function defineWrite<
  C extends CallDefinition,
  S extends MyPwaTableName = never,
  H extends MyPwaTableName = never,
>(declaration: WriteDeclaration<C, S, H>): WriteDeclaration<C, S, H> {
  return declaration;
}
