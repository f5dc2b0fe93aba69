type Navigate = (to: string, options?: { replace?: boolean }) => void;

// The router registers itself here so non-React code (session expiry) can change the page.
let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
