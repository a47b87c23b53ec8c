import { ApprovalsPage } from '#features/approvals/components/approvals-page.tsx';
import { CheckoutPage } from '#features/checkout/components/checkout-page.tsx';
import { ClientCreatePage } from '#features/client-record/components/client-create-page.tsx';
import { ClientUpdatePage } from '#features/client-record/components/client-update-page.tsx';
import { DeliveryAddressesPage } from '#features/client-record/components/delivery-addresses-page.tsx';
import { ClientListPage } from '#features/clients/components/client-list-page.tsx';
import { useWarmClientRows } from '#features/clients/hooks/use-warm-client-rows.ts';
import { DashboardPage } from '#features/dashboard/components/dashboard-page.tsx';
import { MeasurementFormPage } from '#features/measurements/components/measurement-form-page.tsx';
import { MeasurementListPage } from '#features/measurements/components/measurement-list-page.tsx';
import { ProductListPage } from '#features/products/components/product-list-page.tsx';
import { useWarmProductRows } from '#features/products/hooks/use-warm-product-rows.ts';
import { SaleItemsPage } from '#features/sales/components/sale-items-page.tsx';
import { SaleListPage } from '#features/sales/components/sale-list-page.tsx';
import { HistoryPage } from '#features/sales-history/components/history-page.tsx';
import { ReportPage } from '#features/sales-report/components/report-page.tsx';
import { VisitDayPage } from '#features/visit-day/components/visit-day-page.tsx';
import { AreaLayout } from '../layouts/area-layout.tsx';
import type { AreaModule, ScreenPages } from './area-module.ts';

/** The page of each screen of the area (`lib/routes/screens/seller-screens.ts`). */
const pages: ScreenPages<'seller'> = {
  index: DashboardPage,
  clients: ClientListPage,
  'clients.create': ClientCreatePage,
  'clients.update': ClientUpdatePage,
  'clients.delivery': DeliveryAddressesPage,
  products: ProductListPage,
  checkout: CheckoutPage,
  sales: SaleListPage,
  history: HistoryPage,
  report: ReportPage,
  'sales.items': SaleItemsPage,
  measurements: MeasurementListPage,
  'measurements.goTo': MeasurementFormPage,
  approvals: ApprovalsPage,
  visits: VisitDayPage,
};

/** The seller area's layout; while it is idle, the clients and products are read ahead for their screens. */
function SellerLayout() {
  useWarmClientRows();
  useWarmProductRows();
  return <AreaLayout area="seller" />;
}

/**
 * The seller area (§2 /admin): the field seller's screens. One lazily loaded chunk: its layout and its
 * screens.
 */
export const sellerArea: AreaModule<'seller'> = {
  Layout: SellerLayout,
  pages,
};
