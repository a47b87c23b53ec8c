export { type ClientMixGap, readClientMixGap } from './client-mix-gap.ts';
export { useClientMixGap } from './use-client-mix-gap.ts';
