import { useEffect, useState } from 'react';
import type { IdentityInfo } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useIdentityDeps } from './identityDeps';

/** What `useIdentityInfo` gives: the state once loaded, the load error, and ways to change it. */
export interface IdentityInfoState {
  /** The user's verification; null while loading or after a failed load. */
  info: IdentityInfo | null;
  /** The Chinese message of a failed load, else null. */
  error: string | null;
  /** Loads again (after a failure). */
  retry: () => void;
  /** Replaces the state with what a submission answered. */
  setInfo: (info: IdentityInfo) => void;
}

/** Loads the logged-in user's identity verification (docs/api.md "Identity verification"). */
export function useIdentityInfo(): IdentityInfoState {
  const deps = useIdentityDeps();
  const [info, setInfo] = useState<IdentityInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let live = true;
    deps.info().then(
      (loaded) => {
        if (live) setInfo(loaded);
      },
      (failure: unknown) => {
        if (live) setError(failureMessage(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [deps, loads]);

  const retry = () => {
    setError(null);
    setInfo(null);
    setLoads((n) => n + 1);
  };
  return { info, error, retry, setInfo };
}
