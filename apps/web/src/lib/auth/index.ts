/** Auth: the login kept on the device, its hook and the §6 permission check. */
export { type AuthState, authStore } from './auth-store.ts';
export { ownerOf, useOwner } from './owner.ts';
export { useAuth } from './use-auth.ts';
export { useCan } from './use-can.ts';
