// The waiting list's own rules; they travel with the components (remotes carry no stylesheet).
const CSS = `
.wt-form { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr)); align-items: end; }
.wt-form .field input, .wt-form .field select { width: 100%; min-width: 0; }
.wt-actions { display: flex; flex-wrap: wrap; gap: 0.6rem; }
.wt-issue { grid-column: 1 / -1; margin: 0; }
.wt-summary { margin: 1rem 0 0.5rem; font-weight: 600; }
.wt-scroll { overflow-x: auto; max-width: 100%; position: relative; contain: inline-size; }
.wt-table { width: 100%; min-width: 48rem; border-collapse: collapse; background: #fff; }
.wt-table th, .wt-table td { text-align: left; vertical-align: top; padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.wt-table thead th { background: #eff8ff; font-size: 0.9rem; white-space: nowrap; }
.wt-sub { display: block; color: var(--muted); font-size: 0.85rem; }
.wt-badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.85rem; font-weight: 700; border: 1px solid; white-space: nowrap; }
.wt-badge--waiting { background: #fffaeb; color: #93370d; border-color: #fedf89; }
.wt-badge--notified { background: #ecfdf3; color: #05603a; border-color: #a6f4c5; }
.wt-badge--expired { background: #f2f4f7; color: #344054; border-color: #d0d5dd; }
.wt-pager { display: flex; flex-wrap: wrap; gap: 0.6rem; align-items: center; justify-content: space-between; margin: 1rem 0; }
`;

export function WaitingStyles() {
  return (
    <style href="tomaru-waiting" precedence="default">
      {CSS}
    </style>
  );
}
