import { create } from 'zustand';

/**
 * Whether the delivery center picker is open, shared by every island of the page that shows or
 * opens it (the delivery menu, the curbside links): one modal per page, whichever blocks it has.
 * Not persisted: only the chosen center is (stores/site.ts, `deliveryCenter`).
 */
interface PickerStore {
  open: boolean;
  /** Counts the openings, so each one starts from the stored center. */
  session: number;
  /** The control that opened the picker, where focus goes back; null when it opened by itself. */
  opener: HTMLElement | null;
  /** The islands able to draw the picker, in mount order; the first one draws it. */
  hosts: readonly string[];
  show(opener: HTMLElement | null): void;
  hide(): void;
  /** Adds an island to the hosts; the answer takes it off again. */
  register(host: string): () => void;
}

export const usePicker = create<PickerStore>()((set, get) => ({
  open: false,
  session: 0,
  opener: null,
  hosts: [],
  show: (opener) => {
    if (get().open) return;
    set((state) => ({ open: true, opener, session: state.session + 1 }));
  },
  hide: () => set({ open: false }),
  register: (host) => {
    set((state) => ({ hosts: [...state.hosts, host] }));
    return () =>
      set((state) => {
        const hosts = state.hosts.filter((candidate) => candidate !== host);
        // The last island gone (a page without the blocks): nothing is left to show the picker.
        return hosts.length > 0 ? { hosts } : { hosts, open: false, opener: null };
      });
  },
}));
