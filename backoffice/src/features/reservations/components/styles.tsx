// The reservation screens' own rules. Remotes load through module federation, which carries no
// stylesheet of theirs into the shell's page, so the rules travel with the components: React hoists
// this <style> into <head> once, however many screens render it.
const CSS = `
.rsv-form { display: grid; gap: 0.9rem; }
.rsv-form fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.6rem 0.8rem; margin: 0; min-width: 0; }
.rsv-form legend { font-weight: 600; padding: 0 0.3rem; }
.rsv-grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.rsv-range { display: grid; grid-template-columns: 1fr auto 1fr; gap: 0.4rem; align-items: end; }
.rsv-range > span { padding-bottom: 0.7rem; }
.rsv-form .field input, .rsv-form .field select, .rsv-form .field textarea { width: 100%; min-width: 0; }
.rsv-checks { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.rsv-checks label { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; font-weight: normal; }
.rsv-checks input { width: 1.2rem; height: 1.2rem; }
.rsv-actions { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; }
.rsv-csv { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: end; margin: 1rem 0; }
.rsv-summary { margin: 1rem 0 0.5rem; font-weight: 600; }
.rsv-table { width: 100%; border-collapse: collapse; background: #fff; }
.rsv-table th, .rsv-table td { text-align: left; vertical-align: top; padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.rsv-table thead th { background: #eff8ff; font-size: 0.9rem; white-space: nowrap; }
.rsv-table .num { text-align: right; white-space: nowrap; }
.rsv-sort { font: inherit; font-weight: 700; background: none; border: 0; padding: 0.2rem 0; cursor: pointer; color: var(--main-dark); display: inline-flex; gap: 0.25rem; align-items: center; min-height: 32px; }
.rsv-sub { display: block; color: var(--muted); font-size: 0.85rem; }
@media (max-width: 767px) {
  .rsv-table thead { display: none; }
  .rsv-table, .rsv-table tbody, .rsv-table tr, .rsv-table td { display: block; width: 100%; }
  .rsv-table tr { border: 1px solid var(--line); border-radius: 8px; margin-bottom: 0.75rem; padding: 0.25rem 0; }
  .rsv-table td { border: 0; display: grid; grid-template-columns: 7.5rem 1fr; gap: 0.5rem; padding: 0.3rem 0.75rem; }
  .rsv-table td::before { content: attr(data-label); color: var(--muted); font-size: 0.85rem; }
  .rsv-table .num { text-align: left; }
}
.rsv-badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.85rem; font-weight: 700; border: 1px solid; white-space: nowrap; }
.rsv-badge--booking { background: #ecfdf3; color: #05603a; border-color: #a6f4c5; }
.rsv-badge--canceled, .rsv-badge--modified_canceled { background: #f2f4f7; color: #344054; border-color: #d0d5dd; }
.rsv-badge--payment_processing { background: #fffaeb; color: #93370d; border-color: #fedf89; }
.rsv-badge--payment_canceled { background: #fef3f2; color: #b42318; border-color: #fecdca; }
.rsv-pager { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; justify-content: space-between; margin: 1rem 0; }
.rsv-section { margin-top: 1.25rem; }
.rsv-section h2 { margin-top: 0; }
.rsv-dl { display: grid; grid-template-columns: minmax(7rem, auto) 1fr; gap: 0.35rem 1rem; margin: 0; }
.rsv-dl dt { color: var(--muted); }
.rsv-dl dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.rsv-money { width: 100%; border-collapse: collapse; }
.rsv-money th, .rsv-money td { padding: 0.35rem 0; border-bottom: 1px solid var(--line); text-align: left; font-weight: normal; }
.rsv-money td { text-align: right; white-space: nowrap; padding-left: 1rem; }
.rsv-money .rsv-strong th, .rsv-money .rsv-strong td { font-weight: 700; }
.rsv-money .rsv-indent th { padding-left: 1rem; color: var(--muted); }
.rsv-mail { border: 1px solid var(--line); border-radius: 8px; margin-bottom: 0.5rem; background: #fff; }
.rsv-mail summary { padding: 0.6rem 0.8rem; cursor: pointer; min-height: 44px; }
.rsv-mail .rsv-dl { padding: 0 0.8rem 0.6rem; }
.rsv-mail pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; padding: 0.8rem; border-top: 1px solid var(--line); background: #fafbfc; }
.rsv-ok { color: #05603a; background: #ecfdf3; border: 1px solid #a6f4c5; border-radius: 6px; padding: 0.6rem 0.8rem; margin: 0; }
.rsv-danger { border-color: var(--danger); color: var(--danger); }
.rsv-danger.button--primary { background: var(--danger); color: #fff; }
.rsv-dialog { border: 0; border-radius: 10px; padding: 1.25rem; width: min(32rem, calc(100vw - 2rem)); box-shadow: 0 10px 40px rgb(0 0 0 / 25%); }
.rsv-dialog::backdrop { background: rgb(16 24 40 / 50%); }
.rsv-head { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin-bottom: 1rem; }
.rsv-head h1 { margin: 0; }
`;

/** The reservation screens' stylesheet (rendered once in <head> by React). */
export function ReservationStyles() {
  return (
    <style href="tomaru-reservations" precedence="default">
      {CSS}
    </style>
  );
}
