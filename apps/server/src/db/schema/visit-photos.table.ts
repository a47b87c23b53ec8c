import { VISIT_PHOTO_TYPES } from '@rota/domain';
import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { clientVisits } from './clients.table.ts';
import { bytesColumn, companyIdColumn, enumColumn, oneOf, timestampColumn } from './columns.ts';

/**
 * A visit's photos (docs/server.md "Visit photos"), in PostgreSQL: a photo is at most 2 MB, so a
 * `bytea` column (kept out of line by TOAST) holds it with its company's rows — in the backups, in
 * a delete — with no file store to run beside the database. `data` and `content_type` are set
 * when the last part arrives and the bytes read as a picture; until then the parts wait apart.
 */
export const visitPhotos = pgTable(
  'visit_photos',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    visit_uuid: uuid('visit_uuid')
      .notNull()
      .references(() => clientVisits.uuid),
    /** Bytes, as the phone announced them with the first part. */
    size: integer('size').notNull(),
    content_type: enumColumn('content_type', VISIT_PHOTO_TYPES),
    data: bytesColumn('data'),
    received_at: timestampColumn('received_at').notNull().defaultNow(),
    completed_at: timestampColumn('completed_at'),
  },
  (t) => [
    index('visit_photos_visit').on(t.visit_uuid),
    oneOf('visit_photos_content_type_valid', t.content_type, VISIT_PHOTO_TYPES),
  ],
);

/** The parts of a photo not complete yet, each by where it starts; gone once the photo is stored. */
export const visitPhotoParts = pgTable(
  'visit_photo_parts',
  {
    photo_uuid: uuid('photo_uuid')
      .notNull()
      .references(() => visitPhotos.uuid, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    data: bytesColumn('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photo_uuid, t.offset] })],
);
