// The payment pages' styles, on top of the shell's (.field, .button, .card…).
const CSS = `
.pay { display: grid; gap: 1rem; min-width: 0; max-width: 40rem; margin: 0 auto; }
.pay .card { padding: 1rem; min-width: 0; overflow-wrap: anywhere; }
.pay h1 { margin-bottom: 0.25rem; }
.pay h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.pay-summary { margin: 0; display: grid; grid-template-columns: minmax(5rem, 40%) minmax(0, 1fr); gap: 0.35rem 0.75rem; }
.pay-summary dt { color: var(--muted); }
.pay-summary dd { margin: 0; min-width: 0; }
.pay-amount { font-weight: 700; font-size: 1.2rem; font-variant-numeric: tabular-nums; }
.pay-timer { font-weight: 700; font-variant-numeric: tabular-nums; }
.pay-form { display: grid; gap: 0.75rem; }
.pay-form .field input { width: 100%; max-width: 100%; min-width: 0; min-height: 44px; font-size: 1rem; }
.pay-row { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.pay-row > * { flex: 1 1 8rem; min-width: 0; }
.pay [aria-invalid="true"] { border-color: var(--danger); }
.pay-hint { color: var(--muted); font-size: 0.85rem; margin: 0; }
.pay-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.pay-actions .button { flex: 1 1 12rem; min-height: 44px; }
.pay-notice { background: #fffaeb; border: 1px solid #fedf89; border-radius: 6px; padding: 0.6rem 0.8rem; margin: 0; }
`;

export function PaymentStyles() {
  return (
    <style href="tomaru-payment" precedence="default">
      {CSS}
    </style>
  );
}
