export { NO_STOCK_BOOK, readStockBook, type StockBook, type StockBookScope } from './stock-book.ts';
export { useStockBook } from './use-stock-book.ts';
