import type { RegisterSWOptions } from 'virtual:pwa-register';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, UPDATE_CHECK_INTERVAL_MS } from './register-service-worker.ts';
import { updateStore } from './update-store.ts';

type Options = RegisterSWOptions;

const pwa = { options: null as Options | null, updateServiceWorker: vi.fn(async () => {}) };

/** Stands in for `virtual:pwa-register`'s registerSW. */
const registerSW = (options?: Options) => {
  pwa.options = options ?? null;
  return pwa.updateServiceWorker;
};

function fakeRegistration(waiting: unknown = null) {
  return { waiting, installing: null, update: vi.fn(async () => {}) };
}

describe('registerServiceWorker (§1 update flow)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: new EventTarget() }));
    pwa.options = null;
    pwa.updateServiceWorker.mockClear();
  });

  afterEach(() => {
    updateStore.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the update when a new worker waits, and activating it sends SKIP_WAITING', async () => {
    registerServiceWorker(registerSW);
    pwa.options?.onNeedRefresh?.();
    expect(updateStore.getState().visible).toBe(true);
    await updateStore.activate();
    expect(pwa.updateServiceWorker).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version every hour and when the window gets the focus back', () => {
    registerServiceWorker(registerSW);
    const registration = fakeRegistration();
    pwa.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('offers a worker that still waits again, instead of checking', () => {
    registerServiceWorker(registerSW);
    const registration = fakeRegistration({ state: 'installed' });
    pwa.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    window.dispatchEvent(new Event('focus'));
    expect(updateStore.getState().visible).toBe(true);
    expect(registration.update).not.toHaveBeenCalled();
  });
});
