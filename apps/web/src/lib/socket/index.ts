/** Realtime: the socket.io connection after login and its event subscriptions. */
export { connectRealtime, type RealtimeConnection, type RealtimeOptions } from './connect-realtime.ts';
export { onRealtimeEvent, type RealtimeEventOf, type RealtimeEventType } from './realtime-events.ts';
