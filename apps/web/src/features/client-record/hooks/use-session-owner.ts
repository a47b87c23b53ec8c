import { ownerOf, useAuth } from '#lib/auth/index.ts';

/** Who is logged in, as the client screens need it. */
export interface SessionOwner {
  companyId: number;
  sellerId: number;
  /** The seller's ERP code: a new client's `code_erp_seller`. */
  sellerCode: string | null;
  /** `<company_id>:<seller_id>`, the owner of drafts, lookups and outbox entries. */
  owner: string;
}

export function useSessionOwner(): SessionOwner | null {
  const auth = useAuth();
  const { session } = auth;
  const owner = ownerOf(auth);
  if (!session || owner === null) return null;
  return {
    companyId: session.seller.company_id,
    sellerId: session.seller.id,
    sellerCode: session.seller.code_erp,
    owner,
  };
}
