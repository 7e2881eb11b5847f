/**
 * The card gateway's tokeniser (PCI DSS SAQ-A): its own script, loaded from the gateway's origin,
 * turns the card into a one-time token in the browser; only the token is sent to us.
 */
type CardForGateway = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
};
type Gateway = { createToken(publicKey: string, card: CardForGateway): Promise<{ id: string }> };

declare global {
  interface Window {
    TomaruCardGateway?: Gateway;
  }
}

let loading: Promise<Gateway> | null = null;

/** The gateway's script, added to the page once (a second call waits for the same load). */
export function loadGateway(src: string): Promise<Gateway> {
  if (window.TomaruCardGateway) return Promise.resolve(window.TomaruCardGateway);
  loading ??= new Promise<Gateway>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.cardGateway = '';
    script.addEventListener('load', () =>
      window.TomaruCardGateway ? resolve(window.TomaruCardGateway) : reject(new Error('no card gateway')),
    );
    script.addEventListener('error', () => {
      // Another try may add it again (a network hiccup).
      loading = null;
      script.remove();
      reject(new Error('card gateway script failed to load'));
    });
    document.head.append(script);
  });
  return loading;
}

/** The tokeniser's refusal codes, as the card form's field each concerns. */
export const TOKEN_FAULTS = {
  invalid_number: { field: 'number', code: 'invalid_card_number' },
  invalid_expiry: { field: 'expiry', code: 'invalid_card_expiry' },
  invalid_cvc: { field: 'cvv', code: 'invalid_cvv' },
} as const;

/** Where the browser goes for a page outside the app (the providers' pages): a full page load. */
export const browser = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};
