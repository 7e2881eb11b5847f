// The after-booking and member pages' styles, on top of the shell's (.field, .button, .card…), as a
// React 19 hoisted <style>: loaded with the remote's code, once however often the pages mount.
const CSS = `
.detail-list { display: grid; gap: 0.35rem; margin: 0 0 1rem; }
.detail-list__row { display: grid; grid-template-columns: minmax(6.5rem, 35%) 1fr; gap: 0.75rem; }
.detail-list dt { color: var(--muted); }
.detail-list dd { margin: 0; overflow-wrap: anywhere; }
.reservation-detail section, .reservation-actions, .cancel-section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 1rem; margin-bottom: 1rem; }
.reservation-detail h2, .reservation-actions h2, .cancel-section h2 { margin-top: 0; }
.room-list { margin: 0; padding-left: 1.2rem; display: grid; gap: 0.25rem; }
.room-list li span { margin-left: 0.5rem; }
.amount-table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
.amount-table th, .amount-table td { padding: 0.35rem 0; border-bottom: 1px solid var(--line); vertical-align: top; }
.amount-table th { text-align: left; font-weight: normal; }
.amount-table td { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; padding-left: 0.75rem; }
/* The label keeps at least half of a phone's width; a note under an amount wraps instead. */
.amount-table th { width: 55%; }
.amount-table td small { display: block; white-space: normal; }
.amount-table__sum th, .amount-table__sum td { font-weight: 600; }
.amount-table__sub th, .amount-table__sub td { color: var(--muted); font-size: 0.9rem; }
.amount-table__total th, .amount-table__total td { font-weight: 700; font-size: 1.1rem; border-bottom: 2px solid var(--text); }
.status-badge { display: inline-block; margin: 0 0 0.5rem; padding: 0.1rem 0.6rem; border-radius: 999px; background: #ecfdf3; color: #05603a; font-weight: 600; font-size: 0.9rem; }
.status-badge--canceled { background: #fef3f2; color: var(--danger); }
.notice { background: #fffaeb; border: 1px solid #fedf89; border-radius: 6px; padding: 0.6rem 0.8rem; }
.success { background: #ecfdf3; border: 1px solid #abefc6; border-radius: 6px; padding: 0.6rem 0.8rem; color: #05603a; font-weight: 600; }
.button-row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.confirm-box h3 { margin-top: 0; }
.cancel-terms ul { margin: 0 0 0.5rem; padding-left: 1.2rem; }
.field__hint { margin: 0; color: var(--muted); font-size: 0.85rem; }
.field__required { color: var(--danger); }
.field select { width: 100%; }
.field [aria-invalid="true"] { border-color: var(--danger); }
.fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem; margin: 0; min-width: 0; display: grid; gap: 1rem; }
.fieldset legend { font-weight: 700; padding: 0 0.25rem; }
.field-pair { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); }
.check-field { display: flex; align-items: flex-start; gap: 0.5rem; min-height: 44px; }
.check-field input { width: 1.3rem; height: 1.3rem; margin-top: 0.2rem; flex: none; }
.agreement h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.agreement__body { max-height: 12rem; overflow: auto; white-space: pre-wrap; border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem; background: var(--bg); font-size: 0.9rem; }
.reservation-cards { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.reservation-cards p { margin: 0 0 0.35rem; overflow-wrap: anywhere; }
.reservation-cards__hotel { display: flex; justify-content: space-between; gap: 0.5rem; flex-wrap: wrap; }
.receipt { color: #000; overflow-wrap: anywhere; }
.receipt__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; align-items: flex-start; }
.receipt__title { font-size: 1.6rem; letter-spacing: 0.3em; margin: 0; }
.receipt__reissue { display: inline-block; margin-left: 0.75rem; padding: 0 0.5rem; border: 2px solid var(--danger); color: var(--danger); font-size: 1rem; letter-spacing: 0.1em; vertical-align: middle; }
.receipt__meta { margin: 0; display: grid; gap: 0.1rem; font-size: 0.9rem; }
.receipt__meta div { display: flex; gap: 0.5rem; }
.receipt__meta dd { margin: 0; }
.receipt__addressee { font-size: 1.25rem; border-bottom: 1px solid #000; padding-bottom: 0.25rem; }
.receipt__amount { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; border: 2px solid #000; padding: 0.5rem 0.75rem; font-size: 1.1rem; }
.receipt__amount strong { font-size: 1.6rem; }
.receipt__table caption { text-align: left; font-weight: 600; }
.receipt__issuer { margin-top: 1rem; text-align: right; }
.receipt__issuer p { margin: 0; }
`;

export function GuestPageStyles() {
  return (
    <style href="tomaru-guest-pages" precedence="default">
      {CSS}
    </style>
  );
}
