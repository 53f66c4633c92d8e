import { create } from 'zustand';

/**
 * A page that needs a login and is being left on purpose: the visitor signed out on it, or
 * changed the password there (the server ended every session). The router commits the next page
 * in a transition, so the left page can still render after the sign-in state has changed; until
 * the shell shows another path its route guard stays quiet and an expired session sends nobody
 * to /login (which would also remember the left page as the place to return to).
 */
interface DepartureState {
  /** The path being left (with its language prefix), or null. */
  readonly leavingPath: string | null;
  readonly leave: (path: string) => void;
  /** The shell shows `path`: a departure from another path is over. */
  readonly arrive: (path: string) => void;
}

export const useDepartureStore = create<DepartureState>()((set, get) => ({
  leavingPath: null,
  leave: (path) => set({ leavingPath: path }),
  arrive: (path) => {
    const { leavingPath } = get();
    if (leavingPath !== null && leavingPath !== path) set({ leavingPath: null });
  },
}));
