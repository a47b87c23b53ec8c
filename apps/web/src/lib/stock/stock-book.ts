import { STOCK_RESERVING_STATUSES, type StockFigures, stockReserved } from '@rota/domain';
import { myPwaDb } from '../db/my-pwa-db.ts';

/** The stock this device knows, product by product (docs/domain.md "Stock"). */
export interface StockBook {
  /** Whether the ERP sends the company any stock: without it, screens show none. */
  any: boolean;
  /**
   * A product's figures here: the ERP's count less what this device's orders not integrated take;
   * undefined for a product the ERP sends no stock for.
   */
  figuresOf(product: { uuid: string; code_erp: string }): StockFigures | undefined;
}

export const NO_STOCK_BOOK: StockBook = { any: false, figuresOf: () => undefined };

/** What a screen reads the stock for. */
export interface StockBookScope {
  /** The order being checked, whose own lines reserve nothing. */
  exceptSaleUuid?: string;
  /** Only these products (by ERP code), read by their index: a cart's lines. Absent: every product. */
  codes?: readonly string[];
}

/**
 * The company's stock rows and the device's orders that reserve stock (`STOCK_RESERVING_STATUSES`,
 * read by their index, so a year of history is not read for a few orders on their way), leaving
 * out `exceptSaleUuid`. Sales of every seller on the device count: a
 * supervisor's phone that sells reserves what the team's orders take.
 */
export async function readStockBook(
  companyId: number,
  { exceptSaleUuid = '', codes }: StockBookScope = {},
): Promise<StockBook> {
  const stocks = codes
    ? await myPwaDb.productStocks.where('code_erp_product').anyOf(codes).toArray()
    : await myPwaDb.productStocks.toArray();
  const byCode = new Map(
    stocks.flatMap((row) =>
      row.company_id === companyId && !row.deleted_at ? [[row.code_erp_product, row] as const] : [],
    ),
  );
  if (byCode.size === 0) return NO_STOCK_BOOK;
  const sales = await myPwaDb.sales.where('status').anyOf(STOCK_RESERVING_STATUSES).toArray();
  const reserved = stockReserved(
    sales.filter((sale) => sale.company_id === companyId),
    exceptSaleUuid,
  );
  return {
    any: true,
    figuresOf: ({ uuid, code_erp }) => {
      const row = byCode.get(code_erp);
      return row && { quantity: row.quantity, counted_at: row.counted_at, reserved: reserved.get(uuid) ?? 0 };
    },
  };
}
