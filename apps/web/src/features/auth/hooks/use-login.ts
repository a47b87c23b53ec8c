import { loginBodySchema } from '@rota/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '#lib/auth/index.ts';
import { loadingStore } from '#lib/loading/loading-store.ts';
import { keepAreaFiles } from '#lib/pwa/area-files.ts';
import { landingPath, takeRememberedTarget } from '#lib/routes/index.ts';
import { initialSync, type SyncProgress } from '#lib/sync/index.ts';
import { type LoginError, loginError } from '../api/login-error.ts';
import { loginWithToken } from '../api/login-with-token.ts';
import { messages } from '../messages.ts';

/** `form`: typing; `logging-in`: the login call; `syncing`: initial sync; `sync-stopped`: it ended with errors. */
export type LoginPhase = 'form' | 'logging-in' | 'syncing' | 'sync-stopped';

const NO_ERRORS: LoginError = { token: null, company: null, form: null };

/** How long the first screen waits for the app files once the data is stored. */
const AREA_FILES_WAIT_MS = 15_000;

/** `work`, or nothing after `ms`, whichever comes first (the work goes on). */
function withinMs(ms: number, work: Promise<void>): Promise<void> {
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
const loginFields = loginBodySchema.pick({ token: true, company_id: true });

export interface LoginFlow {
  phase: LoginPhase;
  errors: LoginError;
  progress: SyncProgress[];
  /** Why the whole sync stopped (each entity's own error is in `progress`). */
  syncError: string | null;
  submit: (companyId: number | null, token: string) => Promise<void>;
  retrySync: () => Promise<void>;
  /** Opens the target even though some entities failed to sync (they sync later). */
  continueAnyway: () => void;
  clearError: (field: 'token' | 'company') => void;
}

/**
 * The login flow of §2: validate → `PUT devices/used-token` → store the login → initial sync with
 * a progress entry per entity → open the remembered target, or the first screen of the user's own
 * area (`landingPath`), as soon as everything but the history is stored (the history — sales,
 * titles — goes on behind it: `historySync`). The global loading indicator (§4) is on until then:
 * 'Entrando…' during the login call, 'Sincronizando…' during the sync.
 */
export function useLogin(): LoginFlow {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<LoginPhase>('form');
  const [errors, setErrors] = useState<LoginError>(NO_ERRORS);
  const [progress, setProgress] = useState<SyncProgress[]>([]);
  const [syncError, setSyncError] = useState<string | null>(null);

  // The app files of the user's areas, stored while the data syncs: the first screen opens once
  // they are, so a device that goes offline right after the login opens every screen of its area.
  const areaFiles = useRef({ stored: Promise.resolve(), pending: false });
  const opening = useRef(false);

  /**
   * Opens the target once the app files are stored (saying so while they are not); a call while
   * one is opening (a second tap of "Continuar mesmo assim") does nothing.
   */
  const openTarget = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      if (areaFiles.current.pending) loadingStore.setText(messages.storingAppFiles);
      await areaFiles.current.stored;
      const target = await takeRememberedTarget();
      navigate(landingPath(target, authStore.getState().session?.profile), { replace: true });
    } finally {
      opening.current = false;
    }
  };

  /** "Continuar mesmo assim": the sync has stopped, so the loading indicator shows the wait, if any. */
  const continueAnyway = () => {
    const waits = areaFiles.current.pending && !opening.current;
    if (waits) loadingStore.setLoading(true);
    void openTarget().finally(() => {
      if (waits) loadingStore.setLoading(false);
    });
  };

  const runSync = async () => {
    setPhase('syncing');
    setSyncError(null);
    loadingStore.setLoading(true);
    loadingStore.setText(messages.syncing);
    let latest: SyncProgress[] = [];
    // The first screen opens once what it needs is stored; the history follows behind it.
    let opened = false;
    const files = { stored: Promise.resolve(), pending: true };
    // A stalled network does not hold the first screen: past the wait, it opens and the files go
    // on being stored (or the next start or return of the network stores them); a failure leaves
    // the screens already loaded working.
    files.stored = withinMs(
      AREA_FILES_WAIT_MS,
      keepAreaFiles(authStore.getState().session?.profile).catch((error: unknown) =>
        console.warn('[rota] arquivos do app não guardados para uso offline:', error),
      ),
    ).finally(() => {
      files.pending = false;
    });
    areaFiles.current = files;
    const openFirstScreen = () => {
      opened = true;
      void openTarget().finally(() => loadingStore.setLoading(false));
    };
    try {
      await initialSync(
        (next) => {
          latest = next;
          if (!opened) setProgress(next);
        },
        undefined,
        openFirstScreen,
      );
      if (opened) return;
      if (latest.some((entry) => entry.status === 'error')) setPhase('sync-stopped');
      else await openTarget();
    } catch (error) {
      // After the first screen opened, the layout's banner tells what stopped (`historySync`).
      if (opened) return;
      setSyncError(error instanceof Error && error.message ? error.message : messages.syncFailed);
      setPhase('sync-stopped');
    } finally {
      if (!opened) loadingStore.setLoading(false);
    }
  };

  const submit = async (companyId: number | null, token: string) => {
    if (phase !== 'form') return;
    const parsed = loginFields.safeParse({ token, company_id: companyId ?? undefined });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        token: fields.has('token') ? messages.tokenRequired : null,
        company: fields.has('company_id') ? messages.companyRequired : null,
        form: null,
      });
      return;
    }
    setErrors(NO_ERRORS);
    setPhase('logging-in');
    loadingStore.setLoading(true);
    loadingStore.setText(messages.loggingIn);
    try {
      await loginWithToken(parsed.data.company_id, parsed.data.token);
    } catch (error) {
      loadingStore.setLoading(false);
      setErrors(loginError(error));
      setPhase('form');
      return;
    }
    await runSync();
  };

  const clearError = (field: 'token' | 'company') => setErrors((current) => ({ ...current, [field]: null }));

  return {
    phase,
    errors,
    progress,
    syncError,
    submit,
    retrySync: runSync,
    continueAnyway,
    clearError,
  };
}
