import { can } from '@rota/domain';
import { useAuth } from '#lib/auth/index.ts';

/** §6 permissions the checkout reads, for the logged-in seller. */
export interface CheckoutPermissions {
  /** canNewSaleClient: start a cart for a client (and repeat an order). */
  newSale: boolean;
  /** canEditPriceUnit: type a unit price other than the list's. */
  editUnitPrice: boolean;
  /** canDescontItem: give a discount on an item. */
  discount: boolean;
  /** canEditDataCompetencia: choose the competence date. */
  editCompetence: boolean;
  /** canFinishLater: keep the sale as Aguardando Finalizar. */
  finishLater: boolean;
}

export interface CheckoutSession {
  companyId: number;
  sellerId: number;
  sellerName: string;
  company: { name: string; cnpj: string; trade_name: string | null };
  may: CheckoutPermissions;
}

/** Who sells and what their profile lets them do (`can`, §6); null when logged out. */
export function useCheckoutSession(): CheckoutSession | null {
  const { session, companyId } = useAuth();
  if (!session || companyId === null) return null;
  const profile = session.profile;
  return {
    companyId: session.seller.company_id,
    sellerId: session.seller.id,
    sellerName: session.seller.name,
    company: session.company,
    may: {
      newSale: can(profile, 'canNewSaleClient'),
      editUnitPrice: can(profile, 'canEditPriceUnit'),
      discount: can(profile, 'canDescontItem'),
      editCompetence: can(profile, 'canEditDataCompetencia'),
      finishLater: can(profile, 'canFinishLater'),
    },
  };
}
