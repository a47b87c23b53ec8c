/**
 * Business constants and limits of the product (spec §9), named once so that the web app, the
 * server and the domain rules read the same numbers.
 */

/** Every HTTP call to the host is abandoned after this long (§9: 120000 ms). */
export const REQUEST_TIMEOUT_MS = 120_000;

/** A lazily loaded code chunk that has not arrived after this long counts as failed (§9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** How long the "new version available" notice with the 'Atualizar' button stays visible (§1, §9). */
export const UPDATE_NOTICE_MS = 10_000;

/** A client visited every other week ('Quinzenal') is due again once the last visit is this many days old. */
export const QUINZENAL_THRESHOLD_DAYS = 14;

/** An inactive client still appears in the listing if it was reproved within this many days (§5). */
export const REPROVED_WINDOW_DAYS = 7;

/** Storage quota requested from the browser file system: 5 MiB (§9: 5242880 bytes). */
export const FILE_SYSTEM_QUOTA_BYTES = 5_242_880;

/** The single locale of every text, number and date shown to users. */
export const LOCALE = 'pt-BR';

/** Chart axis labels wrap after this many words so long names stay readable (§9). */
export const CHART_LABEL_WORDS_PER_LINE = 4;

/** Decimals shown for a price or any money amount (centavos). */
export const PRICE_DECIMALS = 2;

/** Decimals shown and stored for a unit price: integer ten-thousandths of a real. */
export const UNIT_PRICE_DECIMALS = 4;

/** Decimals of a counted quantity (§9: quantity 0 decimals); measured units take up to 3 (quantity/quantity-unit.ts). */
export const QUANTITY_DECIMALS = 0;

/** The bakery panel groups products into this many numbered categories, 01 to 50 (§9). */
export const BAKERY_CATEGORY_COUNT = 50;

/**
 * Most entries each list of a record may hold (a bound on every array a device or the ERP sends,
 * so one request cannot make the server parse and answer millions of entries). Sized well above
 * real records: a bakery's largest order has about 300 lines, a sale is split in at most a few
 * payments, a condition has one entry per installment (`parcels` goes up to 120).
 */
export const RECORD_LIMITS = {
  saleItems: 500,
  salePayments: 20,
  deliveryAddresses: 50,
  formPaymentHierarchies: 50,
  conditionItens: 120,
  profilePermissions: 100,
  allowedPriceLists: 500,
  /** A company's own days off in its goals' calendar (docs/domain.md "Goals"): a few years' worth. */
  companyHolidays: 400,
  /** An appointment's pauses: a shift with a stop every 5 minutes has about 100. */
  appointmentPauses: 200,
} as const;
