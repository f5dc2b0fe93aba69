/** A counted use, which gives itself back if the work it was taken for fails. */
export interface Reservation {
  /** Uncounts the use (once); for work that failed before it was done. */
  release(): Promise<void>;
}

/** A reservation whose release gives the use back with `giveBack`, the first time only. */
export function reservationOf(giveBack: () => Promise<void>): Reservation {
  let isReleased = false;
  return {
    release: async () => {
      if (isReleased) return;
      isReleased = true;
      await giveBack();
    },
  };
}
