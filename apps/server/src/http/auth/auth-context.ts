import type { Profile, Seller } from '@rota/domain';

/** Who is calling, once the call's auth kind was checked. Every query scopes by `companyId`. */
export type AuthContext =
  | { kind: 'public' }
  | {
      kind: 'session';
      companyId: number;
      sessionId: number;
      /** When the session ends by itself (an open socket is hung up then). */
      sessionExpiresAt: Date;
      deviceRowId: number;
      seller: Seller;
      profile: Profile;
    }
  | { kind: 'integration'; companyId: number; keyId: number };

export type SessionAuth = Extract<AuthContext, { kind: 'session' }>;
export type IntegrationAuth = Extract<AuthContext, { kind: 'integration' }>;
