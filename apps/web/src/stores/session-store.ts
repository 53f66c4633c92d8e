import { create } from 'zustand';

/** Login state for the shell; the auth feature of the account issue fills it from the API. */
interface SessionState {
  readonly isLoggedIn: boolean;
  readonly setLoggedIn: (isLoggedIn: boolean) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  isLoggedIn: false,
  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
}));
