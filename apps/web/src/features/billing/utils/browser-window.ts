/** A tab opened before its address is known. */
export interface PendingTab {
  show: (url: string) => void;
  close: () => void;
}

/**
 * Leaving the app for Stripe's pages and invoice PDFs, in one object: the only place billing
 * touches `window.location` and `window.open` (tests spy on it; jsdom cannot navigate).
 */
export const browserWindow = {
  /** Sends this tab to `url` (Stripe Checkout, the Customer Portal). */
  leaveFor(url: string): void {
    window.location.assign(url);
  },

  /**
   * Opens an empty tab now, while the click still counts as the reader's (popup blockers refuse
   * a tab opened after a request), to be given its address once the server answered.
   */
  openPendingTab(): PendingTab {
    const tab = window.open('', '_blank');
    if (!tab) {
      // Blocked anyway: try again with the address, which may still open it.
      return { show: (url) => void window.open(url, '_blank', 'noopener'), close: () => {} };
    }
    // The PDF's site must not reach back into the app.
    tab.opener = null;
    return {
      show: (url) => {
        tab.location.href = url;
      },
      close: () => tab.close(),
    };
  },
};
