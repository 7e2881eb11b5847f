// The flow's own styles, on top of the shell's (.field, .button, .card…). Rendered as a React 19
// hoisted <style>, so they load with the remote's code and only once however often it mounts.
const CSS = `
.bk { display: grid; gap: 1rem; min-width: 0; }
.bk h1 { margin-bottom: 0.25rem; }
.bk h2 { margin: 0 0 0.75rem; }
.bk h3 { font-size: 1rem; margin: 1rem 0 0.5rem; }
.bk .card { padding: 1rem; min-width: 0; overflow-wrap: anywhere; }
.bk fieldset { border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem; margin: 0; min-width: 0; }
.bk legend { font-weight: 700; padding: 0 0.25rem; }
.bk .field select, .bk .field textarea { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #9aa5b1; border-radius: 6px; background: #fff; min-height: 44px; width: 100%; max-width: 100%; }
.bk .field input, .bk .field select { min-width: 0; max-width: 100%; }
.bk .field textarea { min-height: 6rem; }
.bk [aria-invalid="true"] { border-color: var(--danger); }
.bk-steps { display: flex; gap: 0.25rem; list-style: none; padding: 0; margin: 0; counter-reset: step; }
.bk-steps li { flex: 1; min-width: 0; text-align: center; font-size: 0.8rem; line-height: 1.3; padding: 0.4rem 0.2rem; border-bottom: 4px solid var(--line); color: var(--muted); counter-increment: step; }
.bk-steps li::before { content: counter(step); display: block; font-weight: 700; font-size: 1rem; }
.bk-steps li[aria-current="step"] { border-color: var(--main-dark); color: var(--text); font-weight: 700; }
.bk-steps li.bk-steps__done { border-color: var(--main); }
.bk-grid { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); }
.bk-grid--wide { grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
.bk-row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
.bk-row > * { flex: 1 1 8rem; min-width: 0; }
.bk-row--dates > * { flex-basis: 10.5rem; }
.bk-hint { color: var(--muted); font-size: 0.85rem; margin: 0; }
.bk-choices { display: grid; gap: 0.25rem; }
.bk-check { display: flex; align-items: flex-start; gap: 0.5rem; min-height: 44px; padding: 0.35rem 0; }
.bk-check input { width: 1.3rem; height: 1.3rem; margin-top: 0.15rem; flex: none; }
.bk-price { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 0.3rem 0.75rem; }
.bk-price dt { min-width: 0; }
.bk-price dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.bk-price .bk-price__sub { color: var(--muted); font-size: 0.9rem; padding-left: 1rem; }
.bk-price .bk-price__sum { border-top: 1px solid var(--line); padding-top: 0.3rem; font-weight: 600; }
.bk-price .bk-price__due { border-top: 2px solid var(--text); padding-top: 0.4rem; font-weight: 700; font-size: 1.15rem; }
.bk-price .bk-price__discount { color: var(--danger); }
.bk-summary { margin: 0; display: grid; grid-template-columns: minmax(5rem, 36%) minmax(0, 1fr); gap: 0.35rem 0.75rem; }
.bk-summary dt { color: var(--muted); }
.bk-summary dd { margin: 0; min-width: 0; }
.bk-summary ul { margin: 0; padding: 0; list-style: none; }
.bk-terms { margin: 0; padding-left: 1.1rem; }
.bk-actions { display: flex; flex-wrap: wrap-reverse; gap: 0.75rem; justify-content: space-between; }
.bk-actions .button { flex: 1 1 10rem; }
.bk-notice { background: #fffaeb; border: 1px solid #fedf89; border-radius: 6px; padding: 0.6rem 0.8rem; margin: 0; }
.bk-display-id { font-size: 1.8rem; font-weight: 700; letter-spacing: 0.12em; font-variant-numeric: tabular-nums; margin: 0.25rem 0; }
.bk-plan-meta { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.25rem 0 0.5rem; padding: 0; list-style: none; }
.bk-plan-meta li { background: #eff8ff; color: var(--main-dark); border-radius: 999px; padding: 0.1rem 0.6rem; font-size: 0.85rem; }
`;

export function BookingStyles() {
  return (
    <style href="tomaru-booking" precedence="default">
      {CSS}
    </style>
  );
}
