export { createStore, type ReadableStore, type Store, type StoreListener } from './create-store.ts';
export { useStore } from './use-store.ts';
